using System;
using System.Collections;
using System.Collections.Concurrent;
using System.Runtime.CompilerServices;
using BlockPack.Internal;

namespace BlockPack.Hashing
{
    /// <summary>
    /// The collision-resistant comparer for <see cref="object"/> keys: equality is <see cref="object.Equals(object, object)"/>,
    /// and the hash comes from the collision-resistant comparer of the boxed value's runtime type. A runtime type
    /// without one is refused with <see cref="TypeAccessException"/> in both modes, as MessagePack-CSharp refuses it; the
    /// modes differ only in the comparers they build for composite runtime types.
    /// </summary>
    internal sealed class ObjectComparer : CollisionResistantComparer<object>
    {
        /// <summary>Builds lenient comparers for composite runtime types (uncovered components use their own hash).</summary>
        internal static readonly ObjectComparer Lenient = new ObjectComparer(strict: false);

        /// <summary>Builds strict comparers for composite runtime types (uncovered components are refused).</summary>
        internal static readonly ObjectComparer Strict = new ObjectComparer(strict: true);

        // One lookup per runtime type met; null marks a type without a collision-resistant comparer.
        private readonly ConcurrentDictionary<Type, IEqualityComparer?> comparersByType = new ConcurrentDictionary<Type, IEqualityComparer?>();
        private readonly Func<Type, IEqualityComparer?> createComparer;

        private ObjectComparer(bool strict)
        {
            this.createComparer = type => (IEqualityComparer?)CollisionResistantComparers.TryCreate(type, strict);
        }

        /// <inheritdoc/>
        public override bool Equals(object? x, object? y) => object.Equals(x, y);

        /// <inheritdoc/>
        public override int GetHashCode(object? value)
        {
            // As MessagePack-CSharp's fallback comparer: null hashes to 0, and a plain object's identity hash is not
            // something input can choose.
            if (value is null)
            {
                return 0;
            }

            Type type = value.GetType();
            if (type == typeof(object))
            {
                return RuntimeHelpers.GetHashCode(value);
            }

            IEqualityComparer? comparer = this.comparersByType.GetOrAdd(type, this.createComparer);
            if (comparer is null)
            {
                ThrowHelper.ThrowNoCollisionResistantObjectKey(type);
            }

            return comparer.GetHashCode(value);
        }
    }
}
