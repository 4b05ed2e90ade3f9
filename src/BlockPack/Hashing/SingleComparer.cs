namespace BlockPack.Hashing
{
    /// <summary>
    /// The collision-resistant comparer for <see cref="float"/>: hashed as the <see cref="double"/> it widens to
    /// exactly, so the same canonical forms of zero and NaN apply.
    /// </summary>
    internal sealed class SingleComparer : CollisionResistantComparer<float>
    {
        /// <summary>The shared instance.</summary>
        internal static readonly SingleComparer Instance = new SingleComparer();

        /// <inheritdoc/>
        public override bool Equals(float x, float y) => x.Equals(y);

        /// <inheritdoc/>
        public override int GetHashCode(float value) => DoubleComparer.Hash(value);
    }
}
