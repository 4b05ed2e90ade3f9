using System;
using System.IO;
using System.Linq;
using BlockPack.Fuzz;

namespace BlockPack.Tests.Security.Fuzzing
{
    /// <summary>
    /// Replays the fuzzer's seed corpus and every crash it has found (tests/BlockPack.Fuzz/regressions, one file per
    /// crash, named after what it broke) through the fuzz target: nothing but
    /// <see cref="MessagePackSerializationException"/> may escape, and values read must write and read again.
    /// </summary>
    public class FuzzCorpusTests
    {
        [Fact]
        public void The_seed_corpus_reads_without_unexpected_exceptions()
        {
            string[] files = Directory.GetFiles(RepositoryRoot.Combine("tests", "BlockPack.Fuzz", "corpus"));
            Assert.True(files.Length >= 20, $"only {files.Length} seeds");
            foreach (string file in files)
            {
                FuzzTarget.Run(File.ReadAllBytes(file), chooseDecoder: false);
            }
        }

        [Fact]
        public void Every_crash_the_fuzzer_found_is_fixed()
        {
            // The folder is part of the repository (its README says what goes there): missing or empty, the test would
            // replay nothing and prove nothing.
            string folder = RepositoryRoot.Combine("tests", "BlockPack.Fuzz", "regressions");
            Assert.True(Directory.Exists(folder), $"{folder} is missing");
            string[] files = Directory.GetFiles(folder).Where(f => !f.EndsWith(".md", StringComparison.Ordinal)).ToArray();
            Assert.True(files.Length > 0, $"{folder} holds no input");
            foreach (string file in files)
            {
                Exception? escaped = Record.Exception(() => FuzzTarget.Run(File.ReadAllBytes(file), chooseDecoder: false));
                Assert.True(escaped is null, $"{Path.GetFileName(file)}: {escaped}");
            }
        }
    }
}
