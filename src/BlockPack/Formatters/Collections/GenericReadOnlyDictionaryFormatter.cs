using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Reflection;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes any <see cref="IReadOnlyDictionary{TKey, TValue}"/> whose type has a constructor taking the entries (one
    /// parameter to which an <see cref="IDictionary{TKey, TValue}"/>, <see cref="IReadOnlyDictionary{TKey, TValue}"/>
    /// or enumerable of pairs can be passed) as a MessagePack map, and reads it
    /// back by passing a dictionary of the entries, keyed by <see cref="MessagePackSecurity.GetEqualityComparer{T}"/>,
    /// to that constructor, as MessagePack-CSharp does; <see langword="null"/> is nil. Repeated and nil keys are
    /// rejected.
    /// </summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TValue">The value type.</typeparam>
    /// <typeparam name="TDictionary">The dictionary type.</typeparam>
    public sealed class GenericReadOnlyDictionaryFormatter<TKey, TValue, [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicConstructors | DynamicallyAccessedMemberTypes.NonPublicConstructors)] TDictionary> : IMessagePackFormatter<TDictionary?>
        where TKey : notnull
        where TDictionary : IReadOnlyDictionary<TKey, TValue>
    {
        // A Dictionary<TKey, TValue> can be passed to a parameter of any of these types.
        private static readonly Type[] ArgumentTypes =
        {
            typeof(IDictionary<TKey, TValue>),
            typeof(IReadOnlyDictionary<TKey, TValue>),
            typeof(IEnumerable<KeyValuePair<TKey, TValue>>),
        };

        private readonly ConstructorInfo constructor;

        /// <summary>Initializes a new instance of the <see cref="GenericReadOnlyDictionaryFormatter{TKey, TValue, TDictionary}"/> class.</summary>
        /// <exception cref="ArgumentException"><typeparamref name="TDictionary"/> has no constructor taking the entries.</exception>
        public GenericReadOnlyDictionaryFormatter()
        {
            this.constructor = CollectionConstructors.FindSingleParameter(typeof(TDictionary), ArgumentTypes)
                ?? throw new ArgumentException($"{typeof(TDictionary).FullName} has no constructor taking the entries as a dictionary or enumerable.", nameof(TDictionary));
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, TDictionary? value, MessagePackSerializerOptions options) =>
            DictionaryFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public TDictionary? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            Dictionary<TKey, TValue>? entries = DictionaryFormatting.ReadDictionary<TKey, TValue>(ref reader, options);
            return entries is null ? default : (TDictionary)CollectionConstructors.Invoke(this.constructor, entries);
        }
    }
}
