using System;
using System.Globalization;

namespace BlockPack.AotMeasure
{
    /// <summary>The collector's counts at one moment, or their difference over some operations.</summary>
    internal readonly record struct GcCounts(int Gen0, int Gen1, int Gen2, TimeSpan Pause)
    {
        /// <summary>The counts now.</summary>
        public static GcCounts Now() => new(GC.CollectionCount(0), GC.CollectionCount(1), GC.CollectionCount(2), GC.GetTotalPauseDuration());

        /// <summary>These counts less an earlier moment's.</summary>
        public GcCounts Minus(GcCounts other) => new(this.Gen0 - other.Gen0, this.Gen1 - other.Gen1, this.Gen2 - other.Gen2, this.Pause - other.Pause);

        /// <summary>The sum of two differences.</summary>
        public GcCounts Plus(GcCounts other) => new(this.Gen0 + other.Gen0, this.Gen1 + other.Gen1, this.Gen2 + other.Gen2, this.Pause + other.Pause);

        /// <summary>Gen 0, 1, 2 collections and pause milliseconds per operation, space-separated.</summary>
        public string PerOperation(int operations) => string.Join(
            ' ',
            ((double)this.Gen0 / operations).ToString("F4", CultureInfo.InvariantCulture),
            ((double)this.Gen1 / operations).ToString("F4", CultureInfo.InvariantCulture),
            ((double)this.Gen2 / operations).ToString("F4", CultureInfo.InvariantCulture),
            (this.Pause.TotalMilliseconds / operations).ToString("F4", CultureInfo.InvariantCulture));
    }
}
