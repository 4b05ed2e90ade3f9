using System;
using System.Collections;
using System.Collections.Concurrent;

namespace BlockPack.Hashing
{
    /// <summary>
    /// The collision-resistant comparer for <see cref="object"/> keys: equality is <see cref="object.Equals(object, object)"/>,
    /// and the hash comes from the collision-resistant comparer of the boxed value's runtime type. A runtime type
    /// without one is hashed by its own <see cref="object.GetHashCode"/>, or, in strict mode, rejected.
    /// </summary>
    internal sealed class ObjectComparer : CollisionResistantComparer<object>
    {
        /// <summary>Hashes values of uncovered types with their own hash code.</summary>
        internal static readonly ObjectComparer Lenient = new ObjectComparer(strict: false);

        /// <summary>Throws for values of uncovered types.</summary>
        internal static readonly ObjectComparer Strict = new ObjectComparer(strict: true);

        // One lookup per runtime type met; null marks a type without a collision-resistant comparer.
        private readonly ConcurrentDictionary<Type, IEqualityComparer?> comparersByType = new ConcurrentDictionary<Type, IEqualityComparer?>();
        private readonly Func<Type, IEqualityComparer?> createComparer;
        private readonly bool strict;

        private ObjectComparer(bool strict)
        {
            this.strict = strict;
            this.createComparer = type => (IEqualityComparer?)CollisionResistantComparers.TryCreate(type, strict);
        }

        /// <inheritdoc/>
        public override bool Equals(object? x, object? y) => object.Equals(x, y);

        /// <inheritdoc/>
        public override int GetHashCode(object value)
        {
            Type type = value.GetType();
            IEqualityComparer? comparer = this.comparersByType.GetOrAdd(type, this.createComparer);
            if (comparer is not null)
            {
                return comparer.GetHashCode(value);
            }

            if (this.strict)
            {
                ThrowHelper.ThrowNoCollisionResistantComparer(type);
            }

            return value.GetHashCode();
        }
    }
}
