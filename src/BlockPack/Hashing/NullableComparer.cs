using System.Collections.Generic;

namespace BlockPack.Hashing
{
    /// <summary>The collision-resistant comparer for <see cref="System.Nullable{T}"/>: null equals only null; values compare by <typeparamref name="T"/>'s comparer.</summary>
    /// <typeparam name="T">The underlying type.</typeparam>
    internal sealed class NullableComparer<T> : CollisionResistantComparer<T?>
        where T : struct
    {
        private readonly IEqualityComparer<T> underlying;

        /// <summary>Initializes the comparer from the underlying type's comparer.</summary>
        public NullableComparer(IEqualityComparer<T> underlying)
        {
            this.underlying = underlying;
        }

        /// <inheritdoc/>
        public override bool Equals(T? x, T? y) =>
            x.HasValue ? y.HasValue && this.underlying.Equals(x.GetValueOrDefault(), y.GetValueOrDefault()) : !y.HasValue;

        /// <inheritdoc/>
        public override int GetHashCode(T? value) => value.HasValue ? this.underlying.GetHashCode(value.GetValueOrDefault()) : 0;
    }
}
