using System;
using System.Collections.Concurrent;
using System.Diagnostics.CodeAnalysis;
using System.Reflection;
using BlockPack.Formatters;
using BlockPack.Internal;

namespace BlockPack
{
    /// <summary>Convenience methods over <see cref="IFormatterResolver"/>.</summary>
    public static class FormatterResolverExtensions
    {
        private static readonly ConcurrentDictionary<Type, Func<IFormatterResolver, IMessagePackFormatter?>> NonGenericLookups = new();

        private static readonly MethodInfo GetFormatterMethod = typeof(IFormatterResolver).GetMethod(nameof(IFormatterResolver.GetFormatter))!;

        /// <summary>Gets the formatter for <typeparamref name="T"/>, or throws if the resolver has none.</summary>
        /// <typeparam name="T">The type to format.</typeparam>
        /// <param name="resolver">The resolver to ask.</param>
        /// <returns>The formatter.</returns>
        /// <exception cref="FormatterNotRegisteredException">No formatter is registered for <typeparamref name="T"/>.</exception>
        public static IMessagePackFormatter<T> GetFormatterWithVerify<T>(this IFormatterResolver resolver)
        {
            if (resolver is null)
            {
                throw new ArgumentNullException(nameof(resolver));
            }

            IMessagePackFormatter<T>? formatter = resolver.GetFormatter<T>();
            if (formatter is null)
            {
                ThrowHelper.ThrowFormatterNotRegistered(typeof(T), resolver);
            }

            return formatter;
        }

        /// <summary>Gets the formatter for a type known only at run time.</summary>
        /// <param name="resolver">The resolver to ask.</param>
        /// <param name="type">The type to format.</param>
        /// <returns>The formatter (an <see cref="IMessagePackFormatter{T}"/> of <paramref name="type"/>), or <see langword="null"/>.</returns>
        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        [UnconditionalSuppressMessage("Trimming", "IL2060", Justification = "IFormatterResolver.GetFormatter<T> puts no requirements on T.")]
        public static IMessagePackFormatter? GetFormatterDynamic(this IFormatterResolver resolver, Type type)
        {
            if (resolver is null)
            {
                throw new ArgumentNullException(nameof(resolver));
            }

            if (type is null)
            {
                throw new ArgumentNullException(nameof(type));
            }

            // One closed generic MethodInfo per type, built once; the invoke is the only per-call cost.
            Func<IFormatterResolver, IMessagePackFormatter?> lookup = NonGenericLookups.GetOrAdd(type, static t =>
            {
                MethodInfo closed = GetFormatterMethod.MakeGenericMethod(t);
                return r => (IMessagePackFormatter?)closed.Invoke(r, null);
            });
            return lookup(resolver);
        }
    }
}
