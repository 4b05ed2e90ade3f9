using System;
using System.IO;
using BlockPack.Tests.Native;
using BlockPack.Tests.Security;
using Xunit.Abstractions;

namespace BlockPack.Tests.Liveness
{
    /// <summary>
    /// A caller never waits behind a starved thread pool (issue 28): in a child process whose pool is capped and filled
    /// with blocked work items (the pool's limits are process-wide, so not in the test host), multi-megabyte
    /// <c>Lz4BlockArray</c> and <c>Lz4Block</c> payloads, checked and unchecked, serialize and deserialize through the
    /// array, stream, async and <see cref="MessagePackStreamReader"/> APIs in seconds, with the bytes and values of an
    /// idle pool. Before the work-sharing decoder a single deserialize there never returned.
    /// </summary>
    public class StarvedPoolTests
    {
        private readonly ITestOutputHelper output;

        public StarvedPoolTests(ITestOutputHelper output)
        {
            this.output = output;
        }

        [Fact]
        public void Every_operation_finishes_under_a_capped_and_saturated_pool_with_the_idle_pools_result()
        {
            string assembly = typeof(HashSeedProbe).Assembly.Location;

            // The child bounds each operation itself (a watchdog thread exits it); this limit only catches a child that
            // cannot even get that far, and the runner kills it then.
            (int exitCode, string log) = ProcessRunner.Run(
                ProcessRunner.Dotnet,
                new[] { assembly, StarvedPoolProbe.Argument },
                Path.GetDirectoryName(assembly)!,
                environment: null,
                TimeSpan.FromMinutes(3));
            this.output.WriteLine(log);
            Assert.True(exitCode == 0, log);
            Assert.Contains("ALL OK", log, StringComparison.Ordinal);

            // 4 framings × 9 operations and 3 budget checks, each reported: none was skipped. The netstandard2.0 build
            // cannot see the pool's queue, so its probe leaves out the backlog check (StarvedPoolProbe).
#if LIBRARY_NETSTANDARD
            Assert.Equal(38, CountLines(log, "ok   "));
#else
            Assert.Equal(39, CountLines(log, "ok   "));
#endif
        }

        private static int CountLines(string log, string prefix)
        {
            int count = 0;
            foreach (string line in log.Split('\n'))
            {
                if (line.StartsWith(prefix, StringComparison.Ordinal) && !line.Contains("idle", StringComparison.Ordinal))
                {
                    count++;
                }
            }

            return count;
        }
    }
}
