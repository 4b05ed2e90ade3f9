using System;
using System.IO;
using BlockPack.Tests.Native;

namespace BlockPack.Tests.Security
{
    /// <summary>
    /// The hash key is drawn per process: the same keys get different hash codes in another process (this test
    /// assembly run again as a program, <see cref="HashSeedProbe"/>), and the same codes within one process.
    /// </summary>
    public class ProcessSeedTests
    {
        [Fact]
        public void Two_processes_hash_the_same_keys_differently()
        {
            string first = RunProbe();
            string second = RunProbe();

            string[] a = first.Split(' '), b = second.Split(' ');
            Assert.Equal(4, a.Length);
            Assert.Equal(4, b.Length);

            // Each of the four codes is 32 bits under an independent 128-bit key: equal by chance with odds 2^-32.
            for (int i = 0; i < a.Length; i++)
            {
                Assert.NotEqual(a[i], b[i]);
            }

            Assert.NotEqual(HashSeedProbe.Line(), first);
        }

        [Fact]
        public void One_process_keeps_its_codes()
        {
            Assert.Equal(HashSeedProbe.Line(), HashSeedProbe.Line());
        }

        private static string RunProbe()
        {
            string assembly = typeof(HashSeedProbe).Assembly.Location;
            (int exitCode, string output) = ProcessRunner.Run(
                ProcessRunner.Dotnet,
                new[] { assembly, HashSeedProbe.Argument },
                Path.GetDirectoryName(assembly)!,
                environment: null,
                TimeSpan.FromMinutes(1));
            Assert.True(exitCode == 0, output);
            return output.Trim();
        }
    }
}
