using System;

namespace BlockPack.Hashing
{
    /// <summary>
    /// The collision-resistant comparer for <see cref="double"/>. Equal values can differ in their bits (0.0 and
    /// -0.0; NaNs with different payloads, which <see cref="double.Equals(double)"/> calls equal), so the value is
    /// made canonical before it is hashed.
    /// </summary>
    internal sealed class DoubleComparer : CollisionResistantComparer<double>
    {
        /// <summary>The shared instance.</summary>
        internal static readonly DoubleComparer Instance = new DoubleComparer();

        /// <inheritdoc/>
        public override bool Equals(double x, double y) => x.Equals(y);

        /// <inheritdoc/>
        public override int GetHashCode(double value) => Hash(value);

        /// <summary>Hashes a double so that values <see cref="double.Equals(double)"/> calls equal hash alike.</summary>
        internal static int Hash(double value)
        {
            if (value == 0)
            {
                value = 0; // folds -0.0 into 0.0
            }
            else if (double.IsNaN(value))
            {
                value = double.NaN;
            }

            return PairMultiplyShift.Hash(unchecked((ulong)BitConverter.DoubleToInt64Bits(value)));
        }
    }
}
