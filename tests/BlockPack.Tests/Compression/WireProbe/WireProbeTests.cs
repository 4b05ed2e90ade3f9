using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

namespace BlockPack.Tests.Compression.WireProbe
{
    /// <summary>
    /// The guard that the compression engine writes the same bytes it wrote when the list was recorded: every size,
    /// mode, checksum setting, level, degree of parallelism and output kind of <see cref="WireProbe"/>, compared by
    /// SHA-256 with the committed list for the LZ4 encoder in use.
    /// </summary>
    public class WireProbeTests
    {
        /// <summary>Set to a folder to write the list for the encoder in use there instead of comparing (recording a new list).</summary>
        private const string RecordVariable = "BLOCKPACK_WIRE_PROBE_RECORD";

        /// <summary>Gets one row per LZ4 mode (and None) and level: each row is a test of its own, so a slow platform (an
        /// emulator) sees tests finish steadily, and a failure names the mode and level.</summary>
        public static IEnumerable<object[]> Lz4ModesAndLevels() => Rows(mode => !IsZstandard(mode));

        /// <summary>Gets one row per Zstandard mode and level. A test of its own, apart from the LZ4 rows: Zstandard's
        /// output does not depend on the LZ4 codec in use, so an emulated run of the managed-codec variant can leave it to
        /// the native variant on the same platform (scripts/emulated/*-managed.exclusions).</summary>
        public static IEnumerable<object[]> ZstandardModesAndLevels() => Rows(IsZstandard);

        [Theory]
        [MemberData(nameof(Lz4ModesAndLevels))]
        public void Every_probed_output_has_its_recorded_SHA256(string mode, string level) => Compare(mode, level);

        [Theory]
        [MemberData(nameof(ZstandardModesAndLevels))]
        public void Every_probed_Zstandard_output_has_its_recorded_SHA256(string mode, string level) => Compare(mode, level);

        private static bool IsZstandard(string mode) => mode.StartsWith("Zstd", StringComparison.Ordinal);

        private static IEnumerable<object[]> Rows(Func<string, bool> modes)
            => WireProbe.Modes.Where(modes).SelectMany(mode => WireProbe.Levels.Select(level => new object[] { mode, level.ToString() }));

        private static void Compare(string mode, string level)
        {
            string? recordTo = Environment.GetEnvironmentVariable(RecordVariable);
            if (!string.IsNullOrEmpty(recordTo))
            {
                // Recording writes the whole list once, from whichever row runs first.
                Recorded.Value.ToString();
                return;
            }

            List<string> actual = WireProbe.Combinations()
                .Where(c => c.Mode == mode && c.Level.ToString() == level)
                .Select(c => WireProbe.Line(c.Size, c.Mode, c.Checksums, c.Level, c.Degree, c.Output))
                .ToList();
            List<string> expected = File.ReadAllLines(WireProbe.ExpectedFile())
                .Where(line => line.Split(' ') is string[] fields && fields[1] == mode && fields[3] == level)
                .ToList();
            Assert.Equal(expected.Count, actual.Count);
            Assert.NotEmpty(actual);
            List<string> differing = expected.Zip(actual, (e, a) => (e, a)).Where(p => p.e != p.a).Select(p => $"expected {p.e}, got {p.a}").ToList();
            Assert.True(differing.Count == 0, $"{differing.Count} of {actual.Count} outputs changed:\n" + string.Join("\n", differing.Take(20)));
        }

        private static readonly Lazy<bool> Recorded = new Lazy<bool>(() =>
        {
            string folder = Environment.GetEnvironmentVariable(RecordVariable)!;
            IEnumerable<string> lines = WireProbe.Combinations().Select(c => WireProbe.Line(c.Size, c.Mode, c.Checksums, c.Level, c.Degree, c.Output));
            File.WriteAllLines(Path.Combine(folder, Path.GetFileName(WireProbe.ExpectedFile())), lines);
            return true;
        });

        [Theory]
        [InlineData("Lz4Block")]
        [InlineData("Lz4BlockArray")]
        [InlineData("ZstdBlockArray")]
        [InlineData("ZstdBlockArray+dict")]
        public void Every_probed_output_decodes_to_its_plain_bytes(string mode)
        {
            foreach (int size in WireProbe.Sizes)
            {
                foreach (bool checksums in new[] { false, true })
                {
                    MessagePackSerializerOptions options = WireProbe.Options(mode, checksums, MessagePackCompressionLevel.Fastest, 2);
                    byte[] framed = WireProbe.Serialize(size, mode, checksums, MessagePackCompressionLevel.Fastest, 2, "array");
                    if (size == 0)
                    {
                        Assert.Empty(framed);
                        continue;
                    }

                    // RawMsgpack reads one msgpack value; the probe's text is not one, so decode through the framing reader.
                    byte[]? decoded = Lz4TestSupport.Decompress(new System.Buffers.ReadOnlySequence<byte>(framed), long.MaxValue, out _, zstdDictionaries: options.ZstdReadDictionaries);
                    Assert.Equal(WireProbe.Text(size, seed: size), decoded ?? framed);
                }
            }
        }
    }
}
