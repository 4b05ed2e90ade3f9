using System;
using System.Threading;
using BlockPack.Formatters;

namespace BlockPack.Serializer
{
    /// <summary>
    /// Remembers, per <typeparamref name="T"/>, the formatter of the first resolver the serializer's entry points used
    /// for it, so later calls with that resolver skip <see cref="IFormatterResolver.GetFormatter{T}"/>: a generic
    /// interface method, whose dispatch is a lookup costing about as much as writing a 3-member object (measured with
    /// <c>--profile tiny</c>, docs/benchmarks.md). Other resolvers are asked every time, as before; the entry is never
    /// replaced, so alternating resolvers cannot make it churn. Collection formatters and generated object formatters
    /// use it too (<see cref="GetWithVerify"/>), for the formatters of their elements and members.
    /// </summary>
    /// <remarks>
    /// Resolvers give the same formatter for a type on every call (they cache it themselves), which is what makes
    /// remembering it safe. The entry keeps the first resolver reachable for the life of the process; resolvers are
    /// normally singletons or live as long as the options holding them.
    /// </remarks>
    /// <typeparam name="T">The type being serialized.</typeparam>
    internal static class FirstResolverFormatter<T>
    {
        private static Entry? first;

        /// <summary>Gets the formatter for <typeparamref name="T"/> from <paramref name="resolver"/>.</summary>
        /// <param name="resolver">The options' resolver.</param>
        /// <returns>The formatter.</returns>
        /// <exception cref="FormatterNotRegisteredException">The resolver has none.</exception>
        internal static IMessagePackFormatter<T> Get(IFormatterResolver resolver)
        {
            Entry? entry = Volatile.Read(ref first);
            if (entry is not null && ReferenceEquals(entry.Resolver, resolver))
            {
                return entry.Formatter;
            }

            return Ask(resolver, entry);
        }

        /// <summary>
        /// Gets the formatter for <typeparamref name="T"/> from <paramref name="resolver"/> as
        /// <see cref="FormatterResolverExtensions.GetFormatterWithVerify{T}"/> does, failures included (no unwrapping):
        /// for formatters that look up the formatter of a member or an element on every call.
        /// </summary>
        /// <param name="resolver">The options' resolver.</param>
        /// <returns>The formatter.</returns>
        /// <exception cref="FormatterNotRegisteredException">The resolver has none.</exception>
        internal static IMessagePackFormatter<T> GetWithVerify(IFormatterResolver resolver)
        {
            Entry? entry = Volatile.Read(ref first);
            if (entry is not null && ReferenceEquals(entry.Resolver, resolver))
            {
                return entry.Formatter;
            }

            return AskWithVerify(resolver, entry);
        }

        private static IMessagePackFormatter<T> AskWithVerify(IFormatterResolver resolver, Entry? entry)
        {
            IMessagePackFormatter<T> formatter = resolver.GetFormatterWithVerify<T>();
            Remember(resolver, formatter, entry);
            return formatter;
        }

        private static void Remember(IFormatterResolver resolver, IMessagePackFormatter<T> formatter, Entry? entry)
        {
            if (entry is null)
            {
                Interlocked.CompareExchange(ref first, new Entry(resolver, formatter), null);
            }
        }

        private static IMessagePackFormatter<T> Ask(IFormatterResolver resolver, Entry? entry)
        {
            IMessagePackFormatter<T> formatter;
            try
            {
                formatter = resolver.GetFormatterWithVerify<T>();
            }
            catch (TypeInitializationException ex) when (ex.InnerException is not null)
            {
                // A resolver's static cache failed (a duplicate key is reported when resolving, as MessagePack-CSharp
                // reports it): say what failed rather than which cache class, keeping the original as inner exception.
                Exception cause = ex.InnerException;
                while (cause is TypeInitializationException { InnerException: { } inner })
                {
                    cause = inner;
                }

                throw new MessagePackSerializationException(cause.Message, ex);
            }

            Remember(resolver, formatter, entry);
            return formatter;
        }

        /// <summary>One resolver and its answer, published together.</summary>
        private sealed class Entry
        {
            internal Entry(IFormatterResolver resolver, IMessagePackFormatter<T> formatter)
            {
                this.Resolver = resolver;
                this.Formatter = formatter;
            }

            internal IFormatterResolver Resolver { get; }

            internal IMessagePackFormatter<T> Formatter { get; }
        }
    }
}
