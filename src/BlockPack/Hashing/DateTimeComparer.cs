using System;

namespace BlockPack.Hashing
{
    /// <summary>
    /// The collision-resistant comparer for <see cref="DateTime"/>: equality compares ticks only (not
    /// <see cref="DateTime.Kind"/>), so the hash covers the ticks only.
    /// </summary>
    internal sealed class DateTimeComparer : CollisionResistantComparer<DateTime>
    {
        /// <summary>The shared instance.</summary>
        internal static readonly DateTimeComparer Instance = new DateTimeComparer();

        /// <inheritdoc/>
        public override bool Equals(DateTime x, DateTime y) => x.Equals(y);

        /// <inheritdoc/>
        public override int GetHashCode(DateTime value) => PairMultiplyShift.Hash(unchecked((ulong)value.Ticks));
    }
}
