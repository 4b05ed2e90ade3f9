using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO;
using System.Security.Cryptography;
using System.Text;

namespace BlockPack.Tests.Compression.WireProbe
{
    /// <summary>
    /// Serializes one value of every probed size through every compression mode, checksum setting, level, degree of
    /// parallelism and output kind, and reports the SHA-256 of each output. The committed list
    /// (<c>wire-probe.*.txt</c> beside this file) pins every byte the compression engine writes: a change to the engine
    /// that moves one byte of any of these outputs turns <see cref="WireProbeTests"/> red.
    /// </summary>
    internal static class WireProbe
    {
        /// <summary>The probed plain lengths: empty, tiny, both sides of the 64-byte threshold, both sides of a 64 KB
        /// block, several segments, and a few megabytes.</summary>
        internal static readonly int[] Sizes = { 0, 1, 7, 63, 64, 65, 1000, 65535, 65536, 65537, 200_000, 3 * 1024 * 1024 };

        internal static readonly string[] Modes = { "None", "Lz4Block", "Lz4BlockArray", "ZstdBlockArray", "ZstdBlockArray+dict" };

        internal static readonly MessagePackCompressionLevel[] Levels =
        {
            MessagePackCompressionLevel.Fastest, MessagePackCompressionLevel.Optimal, MessagePackCompressionLevel.SmallestSize,
        };

        internal static readonly int[] Degrees = { 1, 2, 4 };

        internal static readonly string[] Outputs = { "array", "bufferwriter", "stream" };

        /// <summary>The id of the probe's raw-content dictionary.</summary>
        private const uint DictionaryId = 0x5EED_0001;

        private static readonly Lazy<ZstdDictionary> Dictionary = new Lazy<ZstdDictionary>(() => ZstdDictionary.Load(Text(8 * 1024, seed: 99), DictionaryId));

        /// <summary>Gets the file that holds the expected list for the LZ4 encoder in use (the native and the managed
        /// encoder both write valid LZ4, but not the same bytes).</summary>
        /// <remarks>Found from the test's own output folder upwards, not from the compile-time path: CI builds map
        /// source paths to <c>/_/</c>, and the emulated runs execute a published copy under <c>artifacts/</c>.</remarks>
        internal static string ExpectedFile()
            => RepositoryRoot.Combine("tests", "BlockPack.Tests", "Compression", "WireProbe", Lz4Encoding.IsNative ? "wire-probe.native-lz4.txt" : "wire-probe.managed-lz4.txt");

        /// <summary>Enumerates the probed combinations (the largest size with fewer degree/output pairs, to keep the run short).</summary>
        internal static IEnumerable<(int Size, string Mode, bool Checksums, MessagePackCompressionLevel Level, int Degree, string Output)> Combinations()
        {
            foreach (int size in Sizes)
            {
                foreach (string mode in Modes)
                {
                    foreach (bool checksums in new[] { false, true })
                    {
                        foreach (MessagePackCompressionLevel level in Levels)
                        {
                            foreach (int degree in Degrees)
                            {
                                foreach (string output in Outputs)
                                {
                                    bool large = size > 1024 * 1024;
                                    if (large && !((degree == 1 && output == "array") || (degree == 4 && output == "stream") || (degree == 2 && output == "bufferwriter")))
                                    {
                                        continue;
                                    }

                                    yield return (size, mode, checksums, level, degree, output);
                                }
                            }
                        }
                    }
                }
            }
        }

        /// <summary>Gets the line of the list for one combination: its key and the SHA-256 of the bytes written.</summary>
        internal static string Line(int size, string mode, bool checksums, MessagePackCompressionLevel level, int degree, string output)
            => $"{Key(size, mode, checksums, level, degree, output)} {Convert.ToBase64String(Hash(Serialize(size, mode, checksums, level, degree, output)))}";

        internal static string Key(int size, string mode, bool checksums, MessagePackCompressionLevel level, int degree, string output)
            => $"{size} {mode} {(checksums ? "checked" : "unchecked")} {level} {degree} {output}";

        /// <summary>Serializes the probe value of <paramref name="size"/> plain bytes as the combination asks.</summary>
        internal static byte[] Serialize(int size, string mode, bool checksums, MessagePackCompressionLevel level, int degree, string output)
        {
            MessagePackSerializerOptions options = Options(mode, checksums, level, degree);
            RawMsgpack value = new RawMsgpack(Text(size, seed: size));
            switch (output)
            {
                case "array":
                    return MessagePackSerializer.Serialize(value, options);
                case "bufferwriter":
                    ArrayBufferWriter<byte> writer = new ArrayBufferWriter<byte>();
                    MessagePackSerializer.Serialize<RawMsgpack>(writer, value, options);
                    return writer.WrittenSpan.ToArray();
                default:
                    using (MemoryStream stream = new MemoryStream())
                    {
                        MessagePackSerializer.Serialize(stream, value, options);
                        return stream.ToArray();
                    }
            }
        }

        internal static MessagePackSerializerOptions Options(string mode, bool checksums, MessagePackCompressionLevel level, int degree)
        {
            MessagePackSerializerOptions options = new MessagePackSerializerOptions(CompressionTestResolver.Instance)
                .WithCompression(mode == "ZstdBlockArray+dict" ? MessagePackCompression.ZstdBlockArray : (MessagePackCompression)Enum.Parse(typeof(MessagePackCompression), mode))
                .WithBlockChecksums(checksums)
                .WithCompressionLevel(level)
                .WithMaxDegreeOfParallelism(degree);
            return mode == "ZstdBlockArray+dict" ? options.WithZstdDictionary(Dictionary.Value) : options;
        }

        /// <summary>Text-like bytes: words from a small vocabulary with numbers, so every codec finds matches at many distances.</summary>
        internal static byte[] Text(int length, int seed)
        {
            string[] words =
            {
                "the", "order", "customer", "shipped", "license", "permission", "software", "warranty", "granted", "notice",
                "copyright", "distribution", "source", "binary", "conditions", "provided", "liability", "damages", "merchantability",
                "purpose", "holder", "contributors", "express", "implied", "limited", "redistributions", "retain", "above",
            };
            Random random = new Random(seed);
            StringBuilder text = new StringBuilder(length + 32);
            while (text.Length < length)
            {
                text.Append(words[random.Next(words.Length)]);
                text.Append(random.Next(8) == 0 ? ", " + random.Next(100_000) + "\n" : " ");
            }

            return Encoding.ASCII.GetBytes(text.ToString(0, length));
        }

        private static byte[] Hash(byte[] bytes)
        {
#if NET5_0_OR_GREATER
            return SHA256.HashData(bytes);
#else
            using SHA256 sha = SHA256.Create();
            return sha.ComputeHash(bytes);
#endif
        }
    }
}
