using BenchmarkDotNet.Filters;
using BenchmarkDotNet.Running;
using BlockPack.Benchmarks.Benchmarks;
using BlockPack.Benchmarks.Cases;
using BlockPack.Benchmarks.Models;

namespace BlockPack.Benchmarks.Suite
{
    /// <summary>
    /// Removes the parameter combinations that do not exist (System.Text.Json and Nerdbank.MessagePack have no
    /// compressed mode; MemoryPack's one compressor runs once, beside the <c>Lz4BlockArray</c> rows), the ones the
    /// profile skips (string-key records at some sizes in the quick profile), the parallel large-payload case for
    /// MessagePack-CSharp (it has no parallel decompression), and the context rows in the v2 build (they are the same
    /// as in the main suite's run).
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
            object? library = parameters.Get("Library");
            if (!MessagePackPeer.IsMainSuite && library is Library.SystemTextJson or Library.MemoryPack or Library.NerdbankMessagePack)
            {
                return false;
            }

            if (parameters.Get("Mode") is MessagePackCompression mode && !Exists(library, mode))
            {
                return false;
            }

            if (parameters.Get("Model") is RecordModel model && parameters.Get("Count") is int count && !this.profile.Includes(model, count))
            {
                return false;
            }

            if (benchmarkCase.Descriptor.WorkloadMethod.Name == nameof(LargePayloadBenchmarks.DeserializeParallel) && library is not Library.BlockPack)
            {
                return false;
            }

            return true;
        }

        private static bool Exists(object? library, MessagePackCompression mode) => library switch
        {
            Library.SystemTextJson or Library.NerdbankMessagePack => mode == MessagePackCompression.None,
            Library.MemoryPack => mode != MessagePackCompression.Lz4Block,
            _ => true,
        };

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
