using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Reflection;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes any <see cref="IEnumerable{T}"/> whose type has a constructor taking the elements (one parameter an
    /// <see cref="IEnumerable{T}"/> of them can be passed to) as a MessagePack array in its enumeration order, and reads
    /// it back by passing an array of the elements to that constructor, as MessagePack-CSharp does;
    /// <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="TElement">The element type.</typeparam>
    /// <typeparam name="TCollection">The collection type.</typeparam>
    public sealed class GenericEnumerableFormatter<TElement, [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicConstructors | DynamicallyAccessedMemberTypes.NonPublicConstructors)] TCollection> : IMessagePackFormatter<TCollection?>
        where TCollection : IEnumerable<TElement>
    {
        private readonly ConstructorInfo constructor;

        /// <summary>Initializes a new instance of the <see cref="GenericEnumerableFormatter{TElement, TCollection}"/> class.</summary>
        /// <exception cref="ArgumentException"><typeparamref name="TCollection"/> has no constructor taking the elements.</exception>
        public GenericEnumerableFormatter()
        {
            this.constructor = CollectionConstructors.FindSingleParameter(typeof(TCollection), typeof(IEnumerable<TElement>))
                ?? throw new ArgumentException($"{typeof(TCollection).FullName} has no constructor taking one {typeof(IEnumerable<TElement>).FullName}.", nameof(TCollection));
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, TCollection? value, MessagePackSerializerOptions options) =>
            SequenceFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public TCollection? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            TElement[]? items = CollectionReading.ReadArray<TElement>(ref reader, options);
            return items is null ? default : (TCollection)CollectionConstructors.Invoke(this.constructor, items);
        }
    }
}
