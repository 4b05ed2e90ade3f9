using System;
using System.Diagnostics.CodeAnalysis;
using BlockPack.Internal;
using BlockPack.Serializer.Coverage;

namespace BlockPack
{
    /// <content>Whether the resolver can serialize a type whole, asked by integrations before they serialize.</content>
    public partial class MessagePackSerializerOptions
    {
        /// <summary>
        /// Gets whether <see cref="Resolver"/> can serialize <typeparamref name="T"/> whole: the type itself and, where
        /// dynamic code runs, every type its formatter reaches (the elements of collections, dictionaries, arrays,
        /// nullables and tuples, and the members of objects), so that <c>List&lt;Order&gt;</c> is declined when
        /// <c>Order</c> has no formatter. Integrations that must decide before serializing (cache serializer
        /// factories, MVC formatters) ask this. A formatter that does not come from BlockPack (a user's, a
        /// source-generated one) is trusted for its type whole. Positive answers are cached per resolver.
        /// </summary>
        /// <typeparam name="T">The type to check.</typeparam>
        /// <returns><see langword="true"/> when serializing a <typeparamref name="T"/> will find a formatter for every part.</returns>
        public bool CanSerialize<T>() => FormatterCoverage.CanSerialize<T>(this.Resolver, out _);

        /// <summary>Gets whether <see cref="Resolver"/> can serialize <typeparamref name="T"/> whole, and if not, why.</summary>
        /// <typeparam name="T">The type to check.</typeparam>
        /// <param name="reason">When the result is <see langword="false"/>, a sentence naming the part of <typeparamref name="T"/> that has no usable formatter.</param>
        /// <returns><see langword="true"/> when serializing a <typeparamref name="T"/> will find a formatter for every part.</returns>
        /// <remarks>See <see cref="CanSerialize{T}()"/>.</remarks>
        public bool CanSerialize<T>([NotNullWhen(false)] out string? reason) => FormatterCoverage.CanSerialize<T>(this.Resolver, out reason);

        /// <summary>
        /// Gets whether <see cref="Resolver"/> can serialize <paramref name="type"/> whole, as <see cref="CanSerialize{T}()"/>
        /// does for a type known at compile time.
        /// </summary>
        /// <param name="type">The type to check.</param>
        /// <returns><see langword="true"/> when serializing a value of <paramref name="type"/> will find a formatter for every part.</returns>
        /// <exception cref="ArgumentNullException"><paramref name="type"/> is <see langword="null"/>.</exception>
        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        public bool CanSerialize(Type type) => this.CanSerialize(type, out _);

        /// <summary>Gets whether <see cref="Resolver"/> can serialize <paramref name="type"/> whole, and if not, why.</summary>
        /// <param name="type">The type to check.</param>
        /// <param name="reason">When the result is <see langword="false"/>, a sentence naming the part of <paramref name="type"/> that has no usable formatter.</param>
        /// <returns><see langword="true"/> when serializing a value of <paramref name="type"/> will find a formatter for every part.</returns>
        /// <exception cref="ArgumentNullException"><paramref name="type"/> is <see langword="null"/>.</exception>
        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        public bool CanSerialize(Type type, [NotNullWhen(false)] out string? reason)
        {
            if (type is null)
            {
                throw new ArgumentNullException(nameof(type));
            }

            return FormatterCoverage.CanSerialize(this.Resolver, type, out reason);
        }
    }
}
