using System.Runtime.CompilerServices;

namespace BlockPack.Hashing
{
    /// <summary>
    /// The collision-resistant comparer for <see cref="decimal"/>. 1.0m and 1.00m are equal with different scales,
    /// so trailing zeros are removed (dividing by one with 28 decimal places keeps the value and gives the smallest
    /// scale that represents it exactly) and zero of any scale and sign is one value, before the 16 bytes are hashed.
    /// </summary>
    internal sealed class DecimalComparer : CollisionResistantComparer<decimal>
    {
        /// <summary>The shared instance.</summary>
        internal static readonly DecimalComparer Instance = new DecimalComparer();

        private const decimal OneWithMostDecimals = 1.0000000000000000000000000000m;

        /// <inheritdoc/>
        public override bool Equals(decimal x, decimal y) => x == y;

        /// <inheritdoc/>
        public override int GetHashCode(decimal value)
        {
            decimal canonical = value == 0 ? 0m : value / OneWithMostDecimals;
            ref byte bytes = ref Unsafe.As<decimal, byte>(ref canonical);
            return PairMultiplyShift.Hash(Unsafe.ReadUnaligned<ulong>(ref bytes), Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref bytes, 8)));
        }
    }
}
