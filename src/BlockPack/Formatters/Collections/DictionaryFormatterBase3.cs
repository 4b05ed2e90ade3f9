using System.Collections.Generic;

namespace BlockPack.Formatters
{
    /// <summary>
    /// <see cref="DictionaryFormatterBase{TKey, TValue, TIntermediate, TDictionary}"/> for dictionaries that are
    /// filled in place while reading: <see cref="DictionaryFormatterBase{TKey, TValue, TIntermediate, TEnumerator, TDictionary}.Create"/>
    /// returns the dictionary itself.
    /// </summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TValue">The value type.</typeparam>
    /// <typeparam name="TDictionary">The dictionary type.</typeparam>
    public abstract class DictionaryFormatterBase<TKey, TValue, TDictionary> : DictionaryFormatterBase<TKey, TValue, TDictionary, TDictionary>
        where TDictionary : class, IDictionary<TKey, TValue>
    {
        /// <summary>Initializes a new instance of the <see cref="DictionaryFormatterBase{TKey, TValue, TDictionary}"/> class.</summary>
        protected DictionaryFormatterBase()
        {
        }

        /// <inheritdoc/>
        protected override TDictionary Complete(TDictionary intermediateCollection) => intermediateCollection;
    }
}
