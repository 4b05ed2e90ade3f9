using System;
using System.IO;
using BlockPack.Tests.Native;
using Xunit;

namespace BlockPack.Tests.Formatters
{
    /// <summary>
    /// The <c>TupleFormatter</c>, <c>ValueTupleFormatter</c> and <c>ValueTupleComparer</c> files (arity 1 to 8) are
    /// written by scripts/generate-tuple-formatters.py; this fails when one was edited by hand instead of through the template.
    /// </summary>
    public class TupleFormatterFilesTests
    {
        [Fact]
        public void The_tuple_formatter_files_are_what_the_generator_script_writes()
        {
            string root = RepositoryRoot.Path;
            (int exitCode, string output) = ProcessRunner.Run(
                "/usr/bin/python3",
                new[] { Path.Combine(root, "scripts", "generate-tuple-formatters.py"), "--check" },
                root,
                environment: null,
                TimeSpan.FromMinutes(1));
            Assert.True(exitCode == 0, output);
        }
    }
}
