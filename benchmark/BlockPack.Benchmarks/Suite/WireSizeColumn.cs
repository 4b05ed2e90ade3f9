using System.Globalization;
using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;

namespace BlockPack.Benchmarks.Suite
{
    /// <summary>The bytes on the wire of a case (its serialized payload; for codec cases, the compressed blocks).</summary>
    internal sealed class WireSizeColumn : IColumn
    {
        /// <inheritdoc/>
        public string Id => nameof(WireSizeColumn);

        /// <inheritdoc/>
        public string ColumnName => "WireBytes";

        /// <inheritdoc/>
        public bool AlwaysShow => true;

        /// <inheritdoc/>
        public ColumnCategory Category => ColumnCategory.Custom;

        /// <inheritdoc/>
        public int PriorityInCategory => 0;

        /// <inheritdoc/>
        public bool IsNumeric => true;

        /// <inheritdoc/>
        public UnitType UnitType => UnitType.Dimensionless;

        /// <inheritdoc/>
        public string Legend => "Bytes on the wire: the serialized payload (codec cases: the compressed blocks)";

        /// <inheritdoc/>
        public string GetValue(Summary summary, BenchmarkCase benchmarkCase)
            => CaseSizes.Of(benchmarkCase) is { } sizes ? sizes.Wire.ToString(CultureInfo.InvariantCulture) : "-";

        /// <inheritdoc/>
        public string GetValue(Summary summary, BenchmarkCase benchmarkCase, SummaryStyle style) => this.GetValue(summary, benchmarkCase);

        /// <inheritdoc/>
        public bool IsAvailable(Summary summary) => true;

        /// <inheritdoc/>
        public bool IsDefault(Summary summary, BenchmarkCase benchmarkCase) => false;
    }
}
