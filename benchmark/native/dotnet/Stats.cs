using System;
using System.Collections.Generic;
using System.Linq;

namespace BlockPack.NativeMeasure
{
    internal static class Stats
    {
        internal static double Median(IEnumerable<double> values)
        {
            double[] sorted = values.OrderBy(v => v).ToArray();
            if (sorted.Length == 0)
            {
                return double.NaN;
            }

            int middle = sorted.Length / 2;
            return sorted.Length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
        }
    }
}
