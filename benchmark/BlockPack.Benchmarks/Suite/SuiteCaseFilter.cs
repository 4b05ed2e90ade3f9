using BenchmarkDotNet.Filters;
using BenchmarkDotNet.Running;
using BlockPack.Benchmarks.Benchmarks;
using BlockPack.Benchmarks.Cases;
using BlockPack.Benchmarks.Models;

namespace BlockPack.Benchmarks.Suite
{
    /// <summary>
    /// Removes the parameter combinations that do not exist (System.Text.Json has no compressed mode), the ones the
    /// profile skips (string-key records at some sizes in the quick profile), and the parallel large-payload case for
    /// the baseline (MessagePack-CSharp has no parallel decompression).
    /// </summary>
    internal sealed class SuiteCaseFilter : IFilter
    {
        private readonly SuiteProfile profile;

        /// <summary>Initializes a new instance for <paramref name="profile"/>.</summary>
        /// <param name="profile">The profile.</param>
        internal SuiteCaseFilter(SuiteProfile profile) => this.profile = profile;

        /// <inheritdoc/>
        public bool Predicate(BenchmarkCase benchmarkCase)
        {
            ParameterLookup parameters = new ParameterLookup(benchmarkCase);
            if (parameters.Get("Library") is Library.SystemTextJson && parameters.Get("Mode") is MessagePackCompression mode && mode != MessagePackCompression.None)
            {
                return false;
            }

            if (parameters.Get("Model") is RecordModel model && parameters.Get("Count") is int count && !this.profile.Includes(model, count))
            {
                return false;
            }

            if (benchmarkCase.Descriptor.WorkloadMethod.Name == nameof(LargePayloadBenchmarks.DeserializeParallel) && parameters.Get("Library") is not Library.BlockPack)
            {
                return false;
            }

            return true;
        }

        private readonly struct ParameterLookup
        {
            private readonly BenchmarkCase benchmarkCase;

            internal ParameterLookup(BenchmarkCase benchmarkCase) => this.benchmarkCase = benchmarkCase;

            internal object? Get(string name)
            {
                foreach (var item in this.benchmarkCase.Parameters.Items)
                {
                    if (item.Name == name)
                    {
                        return item.Value;
                    }
                }

                return null;
            }
        }
    }
}
