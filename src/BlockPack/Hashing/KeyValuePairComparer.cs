using System.Collections.Generic;

namespace BlockPack.Hashing
{
    /// <summary>The collision-resistant comparer for <see cref="KeyValuePair{TKey, TValue}"/>: key and value compared and hashed by their own comparers.</summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TValue">The value type.</typeparam>
    internal sealed class KeyValuePairComparer<TKey, TValue> : CollisionResistantComparer<KeyValuePair<TKey, TValue>>
    {
        private readonly IEqualityComparer<TKey> keyComparer;
        private readonly IEqualityComparer<TValue> valueComparer;

        /// <summary>Initializes the comparer from the key's and the value's comparers.</summary>
        public KeyValuePairComparer(IEqualityComparer<TKey> keyComparer, IEqualityComparer<TValue> valueComparer)
        {
            this.keyComparer = keyComparer;
            this.valueComparer = valueComparer;
        }

        /// <inheritdoc/>
        public override bool Equals(KeyValuePair<TKey, TValue> x, KeyValuePair<TKey, TValue> y) =>
            this.keyComparer.Equals(x.Key, y.Key) && this.valueComparer.Equals(x.Value, y.Value);

        /// <inheritdoc/>
        public override int GetHashCode(KeyValuePair<TKey, TValue> value) =>
            ComponentHash.Combine(ComponentHash.Of(this.keyComparer, value.Key), ComponentHash.Of(this.valueComparer, value.Value));
    }
}
