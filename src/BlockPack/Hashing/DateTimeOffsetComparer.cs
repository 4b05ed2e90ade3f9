using System;

namespace BlockPack.Hashing
{
    /// <summary>
    /// The collision-resistant comparer for <see cref="DateTimeOffset"/>: equality compares the instant (UTC ticks),
    /// whatever the offset, so the hash covers the UTC ticks only.
    /// </summary>
    internal sealed class DateTimeOffsetComparer : CollisionResistantComparer<DateTimeOffset>
    {
        /// <summary>The shared instance.</summary>
        internal static readonly DateTimeOffsetComparer Instance = new DateTimeOffsetComparer();

        /// <inheritdoc/>
        public override bool Equals(DateTimeOffset x, DateTimeOffset y) => x.Equals(y);

        /// <inheritdoc/>
        public override int GetHashCode(DateTimeOffset value) => PairMultiplyShift.Hash(unchecked((ulong)value.UtcTicks));
    }
}
