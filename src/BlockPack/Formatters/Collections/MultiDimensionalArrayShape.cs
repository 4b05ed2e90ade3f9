namespace BlockPack.Formatters.Collections
{
    /// <summary>Checks the shape read for a multi-dimensional array against its element count.</summary>
    internal static class MultiDimensionalArrayShape
    {
        /// <summary>
        /// The longest dimension the runtime allocates (<c>Array.MaxLength</c>). It matters for arrays with no
        /// elements: <c>new T[0, int.MaxValue]</c> holds nothing, yet throws <see cref="System.OutOfMemoryException"/>.
        /// </summary>
        private const int MaxDimensionLength = 0x7FFFFFC7;

        /// <summary>
        /// Gets whether non-negative lengths are each allocatable and multiply to exactly <paramref name="elementCount"/>, without the overflow
        /// a plain product of four lengths could hit (which might wrap around to a matching count).
        /// </summary>
        internal static bool Matches(int elementCount, int length0, int length1, int length2 = 1, int length3 = 1)
        {
            if (length0 > MaxDimensionLength || length1 > MaxDimensionLength || length2 > MaxDimensionLength || length3 > MaxDimensionLength)
            {
                return false;
            }

            if (length0 == 0 || length1 == 0 || length2 == 0 || length3 == 0)
            {
                return elementCount == 0;
            }

            // Each step stays below 2^62 because the running product is checked against an int before it grows.
            long product = (long)length0 * length1;
            if (product > elementCount)
            {
                return false;
            }

            product *= length2;
            if (product > elementCount)
            {
                return false;
            }

            product *= length3;
            return product == elementCount;
        }
    }
}
