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

        [Fact]
        public void Every_probed_output_has_its_recorded_SHA256()
        {
            List<string> actual = WireProbe.Combinations()
                .Select(c => WireProbe.Line(c.Size, c.Mode, c.Checksums, c.Level, c.Degree, c.Output))
                .ToList();

            string? recordTo = Environment.GetEnvironmentVariable(RecordVariable);
            if (!string.IsNullOrEmpty(recordTo))
            {
                File.WriteAllLines(Path.Combine(recordTo, Path.GetFileName(WireProbe.ExpectedFile())), actual);
                return;
            }

            string[] expected = File.ReadAllLines(WireProbe.ExpectedFile());
            Assert.Equal(expected.Length, actual.Count);
            List<string> differing = expected.Zip(actual, (e, a) => (e, a)).Where(p => p.e != p.a).Select(p => $"expected {p.e}, got {p.a}").ToList();
            Assert.True(differing.Count == 0, $"{differing.Count} of {actual.Count} outputs changed:\n" + string.Join("\n", differing.Take(20)));
        }

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
