using System;
using System.Collections.Generic;
using BlockPack.Formatters;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// One application-wide composite resolver, filled once at startup with <see cref="Register(IMessagePackFormatter[])"/>
    /// (or its overloads) and then used through <see cref="Instance"/>, e.g. in
    /// <c>MessagePackSerializerOptions.Standard.WithResolver(StaticCompositeResolver.Instance)</c>. Formatters are asked
    /// first, in order (the first that implements <see cref="IMessagePackFormatter{T}"/> for a type wins), then the
    /// resolvers, in order.
    /// </summary>
    /// <remarks>
    /// The answer for each type is computed once and kept for the life of the process, so registration is closed by the
    /// first <see cref="GetFormatter{T}"/>: a later <c>Register</c> throws <see cref="InvalidOperationException"/>.
    /// Registering again before that replaces everything registered before. Register from one thread at startup;
    /// <see cref="GetFormatter{T}"/> is safe from any thread. For resolvers that differ per options instance, use
    /// <see cref="CompositeResolver.Create(IReadOnlyList{IMessagePackFormatter}, IReadOnlyList{IFormatterResolver})"/>.
    /// </remarks>
    public sealed class StaticCompositeResolver : IFormatterResolver
    {
        /// <summary>The one instance.</summary>
        public static readonly StaticCompositeResolver Instance = new StaticCompositeResolver();

        private readonly object gate = new object();
        private IMessagePackFormatter[] formatters = Array.Empty<IMessagePackFormatter>();
        private IFormatterResolver[] resolvers = Array.Empty<IFormatterResolver>();
        private bool frozen;

        private StaticCompositeResolver()
        {
        }

        /// <summary>Makes <paramref name="formatters"/> the only source of formatters, replacing what was registered before.</summary>
        /// <param name="formatters">The formatters, asked in order.</param>
        /// <exception cref="InvalidOperationException">A formatter has already been asked for.</exception>
        public void Register(params IMessagePackFormatter[] formatters) =>
            this.Register(formatters ?? throw new ArgumentNullException(nameof(formatters)), Array.Empty<IFormatterResolver>());

        /// <summary>Makes <paramref name="resolvers"/> the only source of formatters, replacing what was registered before.</summary>
        /// <param name="resolvers">The resolvers, asked in order.</param>
        /// <exception cref="InvalidOperationException">A formatter has already been asked for.</exception>
        public void Register(params IFormatterResolver[] resolvers) =>
            this.Register(Array.Empty<IMessagePackFormatter>(), resolvers ?? throw new ArgumentNullException(nameof(resolvers)));

        /// <summary>
        /// Registers <paramref name="formatters"/>, asked first, and <paramref name="resolvers"/>, asked for the types no
        /// formatter handles, replacing what was registered before. The lists are copied.
        /// </summary>
        /// <param name="formatters">The formatters, asked in order.</param>
        /// <param name="resolvers">The resolvers, asked in order.</param>
        /// <exception cref="InvalidOperationException">A formatter has already been asked for.</exception>
        public void Register(IReadOnlyList<IMessagePackFormatter> formatters, IReadOnlyList<IFormatterResolver> resolvers)
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

            lock (this.gate)
            {
                if (this.frozen)
                {
                    throw new InvalidOperationException(
                        "StaticCompositeResolver.Register must be called at startup, before the first GetFormatter: the formatters already handed out would not change.");
                }

                this.formatters = formatterArray;
                this.resolvers = resolverArray;
            }
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => Cache<T>.Formatter;

        /// <summary>Closes registration and returns what was registered, read together under the lock.</summary>
        private (IMessagePackFormatter[] Formatters, IFormatterResolver[] Resolvers) Freeze()
        {
            lock (this.gate)
            {
                this.frozen = true;
                return (this.formatters, this.resolvers);
            }
        }

        private static class Cache<T>
        {
            internal static readonly IMessagePackFormatter<T>? Formatter = Find();

            // The lock is not held while the resolvers are asked: a resolver that asks this one for another type (its
            // elements, say) on another thread would otherwise deadlock with that type's initialization.
            private static IMessagePackFormatter<T>? Find()
            {
                (IMessagePackFormatter[] formatters, IFormatterResolver[] resolvers) = Instance.Freeze();
                foreach (IMessagePackFormatter formatter in formatters)
                {
                    if (formatter is IMessagePackFormatter<T> typed)
                    {
                        return typed;
                    }
                }

                foreach (IFormatterResolver resolver in resolvers)
                {
                    if (resolver.GetFormatter<T>() is { } found)
                    {
                        return found;
                    }
                }

                return null;
            }
        }
    }
}
