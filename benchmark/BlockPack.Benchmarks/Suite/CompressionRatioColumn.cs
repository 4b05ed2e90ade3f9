using System.Globalization;
using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;

namespace BlockPack.Benchmarks.Suite
{
    /// <summary>Plain msgpack bytes ÷ wire bytes: above 1 the case's output is smaller than plain msgpack.</summary>
    internal sealed class CompressionRatioColumn : IColumn
    {
        /// <inheritdoc/>
        public string Id => nameof(CompressionRatioColumn);

        /// <inheritdoc/>
        public string ColumnName => "SizeRatio";

        /// <inheritdoc/>
        public bool AlwaysShow => true;

        /// <inheritdoc/>
        public ColumnCategory Category => ColumnCategory.Custom;

        /// <inheritdoc/>
        public int PriorityInCategory => 1;

        /// <inheritdoc/>
        public bool IsNumeric => true;

        /// <inheritdoc/>
        public UnitType UnitType => UnitType.Dimensionless;

        /// <inheritdoc/>
        public string Legend => "Plain msgpack bytes / wire bytes (compression ratio; for JSON, how much larger than msgpack it is, inverted)";

        /// <inheritdoc/>
        public string GetValue(Summary summary, BenchmarkCase benchmarkCase)
            => CaseSizes.Of(benchmarkCase) is { } sizes && sizes.Wire > 0
                ? ((double)sizes.Plain / sizes.Wire).ToString("0.000", CultureInfo.InvariantCulture)
                : "-";

        /// <inheritdoc/>
        public string GetValue(Summary summary, BenchmarkCase benchmarkCase, SummaryStyle style) => this.GetValue(summary, benchmarkCase);

        /// <inheritdoc/>
        public bool IsAvailable(Summary summary) => true;

        /// <inheritdoc/>
        public bool IsDefault(Summary summary, BenchmarkCase benchmarkCase) => false;
    }
}
