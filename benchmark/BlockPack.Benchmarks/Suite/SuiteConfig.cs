using System.Globalization;
using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Exporters.Csv;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using Perfolizer.Horology;
using Perfolizer.Metrology;

namespace BlockPack.Benchmarks.Suite
{
    /// <summary>The one BenchmarkDotNet configuration of the suite, for either profile.</summary>
    internal static class SuiteConfig
    {
        /// <summary>Builds the configuration.</summary>
        /// <param name="profile">Quick or full.</param>
        /// <param name="artifactsPath">Where BenchmarkDotNet writes its exports.</param>
        /// <returns>The configuration.</returns>
        internal static IConfig Create(SuiteProfile profile, string artifactsPath)
        {
            Job job = profile == SuiteProfile.Quick
                ? Job.Default.WithId("Quick").WithLaunchCount(1).WithWarmupCount(3).WithIterationCount(7).WithIterationTime(TimeInterval.FromMilliseconds(120))
                : Job.Default.WithId("Full").WithLaunchCount(1).WithWarmupCount(4).WithIterationCount(15).WithIterationTime(TimeInterval.FromMilliseconds(250));
            job = job.WithEnvironmentVariables(new EnvironmentVariable(SuiteProfile.EnvironmentVariable, profile.Name));

            // Raw numbers in the CSV (nanoseconds and bytes, units in the header only), so the report script needs no parsing of units.
            var csvStyle = new SummaryStyle(
                CultureInfo.InvariantCulture,
                printUnitsInHeader: true,
                sizeUnit: SizeUnit.B,
                timeUnit: TimeUnit.Nanosecond,
                printUnitsInContent: false,
                printZeroValuesInContent: true,
                maxParameterColumnWidth: 40);

            return ManualConfig.CreateEmpty()
                .AddJob(job)
                .AddDiagnoser(MemoryDiagnoser.Default)
                .AddColumnProvider(DefaultColumnProviders.Instance)
                .AddColumn(new WireSizeColumn(), new CompressionRatioColumn(), new PlainSizeColumn())
                .AddExporter(new CsvExporter(CsvSeparator.Comma, csvStyle), MarkdownExporter.GitHub)
                .AddLogger(ConsoleLogger.Default)
                .AddFilter(new SuiteCaseFilter(profile))
                .WithArtifactsPath(artifactsPath)
                .WithSummaryStyle(SummaryStyle.Default.WithMaxParameterColumnWidth(40));
        }
    }
}
