using System;
using System.Collections;
using System.Collections.Generic;

namespace BlockPack.Hashing
{
    /// <summary>
    /// Base of the equality comparers <see cref="MessagePackSecurity.GetEqualityComparer{T}"/> hands out for untrusted
    /// data: equality is the type's own, the hash code is keyed by <see cref="ProcessHashKey"/>. Also implements the
    /// non-generic <see cref="IEqualityComparer"/>, as <see cref="EqualityComparer{T}.Default"/> does.
    /// </summary>
    /// <typeparam name="T">The compared type.</typeparam>
    /// <remarks>Stateless apart from immutable component comparers: safe to share between threads.</remarks>
    internal abstract class CollisionResistantComparer<T> : IEqualityComparer<T>, IEqualityComparer
    {
        /// <inheritdoc/>
        public abstract bool Equals(T? x, T? y);

        /// <inheritdoc/>
        public abstract int GetHashCode(T value);

        /// <inheritdoc/>
        bool IEqualityComparer.Equals(object? x, object? y)
        {
            if (x is null || y is null)
            {
                return ReferenceEquals(x, y);
            }

            return x is T first && y is T second ? this.Equals(first, second) : x.Equals(y);
        }

        /// <inheritdoc/>
        int IEqualityComparer.GetHashCode(object value) => value switch
        {
            null => throw new ArgumentNullException(nameof(value)),
            T typed => this.GetHashCode(typed),
            _ => throw new ArgumentException($"This comparer hashes {typeof(T).FullName}, not {value.GetType().FullName}.", nameof(value)),
        };
    }
}
