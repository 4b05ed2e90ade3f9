using System.Collections.Generic;

namespace BlockPack.Formatters
{
    /// <summary>
    /// <see cref="DictionaryFormatterBase{TKey, TValue, TIntermediate, TEnumerator, TDictionary}"/> for dictionaries
    /// enumerated through <see cref="IEnumerable{T}.GetEnumerator"/>.
    /// </summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TValue">The value type.</typeparam>
    /// <typeparam name="TIntermediate">What the entries are collected into while reading.</typeparam>
    /// <typeparam name="TDictionary">The dictionary type.</typeparam>
    public abstract class DictionaryFormatterBase<TKey, TValue, TIntermediate, TDictionary> : DictionaryFormatterBase<TKey, TValue, TIntermediate, IEnumerator<KeyValuePair<TKey, TValue>>, TDictionary>
        where TDictionary : class, IEnumerable<KeyValuePair<TKey, TValue>>
    {
        /// <summary>Initializes a new instance of the <see cref="DictionaryFormatterBase{TKey, TValue, TIntermediate, TDictionary}"/> class.</summary>
        protected DictionaryFormatterBase()
        {
        }

        /// <inheritdoc/>
        protected override IEnumerator<KeyValuePair<TKey, TValue>> GetSourceEnumerator(TDictionary source) => source.GetEnumerator();
    }
}
