using System.Globalization;
using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;

namespace BlockPack.Benchmarks.Suite
{
    /// <summary>The bytes of the same value as plain msgpack (codec cases: the uncompressed blocks), the ratio's reference.</summary>
    internal sealed class PlainSizeColumn : IColumn
    {
        /// <inheritdoc/>
        public string Id => nameof(PlainSizeColumn);

        /// <inheritdoc/>
        public string ColumnName => "PlainBytes";

        /// <inheritdoc/>
        public bool AlwaysShow => true;

        /// <inheritdoc/>
        public ColumnCategory Category => ColumnCategory.Custom;

        /// <inheritdoc/>
        public int PriorityInCategory => 2;

        /// <inheritdoc/>
        public bool IsNumeric => true;

        /// <inheritdoc/>
        public UnitType UnitType => UnitType.Dimensionless;

        /// <inheritdoc/>
        public string Legend => "Bytes of the same value as plain msgpack (codec cases: the uncompressed blocks)";

        /// <inheritdoc/>
        public string GetValue(Summary summary, BenchmarkCase benchmarkCase)
            => CaseSizes.Of(benchmarkCase) is { } sizes ? sizes.Plain.ToString(CultureInfo.InvariantCulture) : "-";

        /// <inheritdoc/>
        public string GetValue(Summary summary, BenchmarkCase benchmarkCase, SummaryStyle style) => this.GetValue(summary, benchmarkCase);

        /// <inheritdoc/>
        public bool IsAvailable(Summary summary) => true;

        /// <inheritdoc/>
        public bool IsDefault(Summary summary, BenchmarkCase benchmarkCase) => false;
    }
}
