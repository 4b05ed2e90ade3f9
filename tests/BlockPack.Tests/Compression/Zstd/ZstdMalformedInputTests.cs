using System;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.Linq;
using static BlockPack.Tests.Compression.Zstd.ZstdTestSupport;

namespace BlockPack.Tests.Compression.Zstd
{
    /// <summary>
    /// Hostile ZstdBlockArray payloads: declared sizes, dictionary ids, truncations and bit flips end in a
    /// MessagePackSerializationException (or, where the damage makes the input no framing at all, in plain reading),
    /// and nothing is allocated for a size the checks have not passed.
    /// </summary>
    public sealed class ZstdMalformedInputTests
    {
        private static readonly Lazy<ZstdDictionary> Dictionary = new Lazy<ZstdDictionary>(
            () => ZstdDictionary.Train(Orders(1_000, seed: 31), MessagePackSerializerOptions.Standard, maxLength: 4_096));

        public static TheoryData<string, bool, bool> Payloads() => new TheoryData<string, bool, bool>
        {
            { "example", false, false },
            { "example", true, false },
            { "three blocks", false, false },
            { "three blocks", true, false },
            { "order", false, true },
            { "order", true, true },
        };

        public static TheoryData<string, bool, bool> SmallPayloads() => new TheoryData<string, bool, bool>
        {
            { "example", false, false },
            { "example", true, false },
            { "order", false, true },
            { "order", true, true },
        };

        [Fact]
        public void A_declared_size_over_the_maximum_is_refused_before_anything_is_allocated()
        {
            // One block declaring 2^31 - 1 bytes, behind a tiny block: the limit check runs on the header alone.
            byte[] payload = Hex("92 C7 09 5F 00 00 00 00 CE 7F FF FF FF C4 01 00");
            MessagePackSerializationException ex = Assert.Throws<MessagePackSerializationException>(() => Decompress(payload));
            Assert.Contains("MaximumDecompressedSize", ex.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void Declared_sizes_whose_sum_passes_the_maximum_are_refused()
        {
            byte[] block = Compress(Pattern(100, seed: 1)).AsSpan(9).ToArray(); // C4 LL and the frame of one 100-byte block
            List<byte> payload = new List<byte>(Hex("93 C7 0E 5F 00 00 00 00 CE 00 03 00 00 CE 00 03 00 00"));
            payload.AddRange(block);
            payload.AddRange(block);
            MessagePackSerializationException ex = Assert.Throws<MessagePackSerializationException>(() => Decompress(payload.ToArray(), maximum: 300_000));
            Assert.Contains("300000", ex.Message.Replace(",", string.Empty, StringComparison.Ordinal), StringComparison.Ordinal);
        }

        [Theory]
        [InlineData("92 C7 07 5F 00 00 00 00 CD 9C 40 C4 01 00", "declares 40000 decompressed bytes from 1 compressed bytes")] // 40,000 bytes cannot come out of 1 byte (at most 32,768 + 16)
        [InlineData("92 C7 06 5F 00 00 00 00 43 C4 01 00", "ext payload is 6 bytes")] // a payload length one longer than the sizes
        [InlineData("92 C7 04 5F 00 00 00 00 43 C4 01 00", "ext payload is 4 bytes")] // no room for one size
        [InlineData("93 C7 05 5F 00 00 00 00 43 C4 01 00", "ext payload is 5 bytes")] // three elements, one size
        [InlineData("91 C7 05 5F 00 00 00 00 43", "holds 1 elements")] // no block at all
        [InlineData("92 C7 05 5F 00 00 00 00 43 C0", "not nil")] // nil where the block belongs
        [InlineData("92 C7 05 5F 00 00 00 00 43 C4 06 28 B5 2F FD 00", "ends early")] // the block runs past the input
        [InlineData("92 C7 05 5F 00 00 00 00 43 C4 04 28 B5 2F FD", "is not a valid Zstandard block")] // a frame with no header
        [InlineData("92 C7 05 5F 12 34 56 78 43 C4 04 28 B5 2F FD", "0x12345678")] // an unknown dictionary
        [InlineData("92 C7 14 5E 00 00 00 00 00 00 00 43 00 00 00 04 00 00 00 00 00 00 00 00 C4 04 28 B5 2F FD", "CRC-32C")] // header checksum wrong
        [InlineData("92 C7 13 5E 00 00 00 00 00 00 00 43 00 00 00 04 00 00 00 00 00 00 00 C4 04 28 B5 2F FD", "4 + 12 × blocks + 4")] // table cut short
        public void Malformed_headers_and_blocks_throw(string hex, string expected)
        {
            byte[] payload = Hex(hex);
            MessagePackSerializationException ex = Assert.Throws<MessagePackSerializationException>(() => Decompress(payload));
            Assert.Contains(expected, ex.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void A_frame_that_decodes_to_another_size_than_declared_is_corrupt()
        {
            byte[] framed = Compress(ZstdBlockArrayTests.ExamplePlain);
            framed[8] = 0x42; // declare 66 bytes where the frame holds 67
            Assert.Throws<MessagePackSerializationException>(() => Decompress(framed));
            framed[8] = 0x44; // and 68
            Assert.Throws<MessagePackSerializationException>(() => Decompress(framed));
        }

        [Theory]
        [MemberData(nameof(Payloads))]
        public void Truncation_at_every_position_throws_or_leaves_the_input_to_the_plain_reader(string name, bool checksums, bool dictionary)
        {
            byte[] payload = Build(name, checksums, dictionary);
            ZstdDictionary[] dictionaries = { Dictionary.Value };
            for (int length = 0; length < payload.Length; length++)
            {
                byte[] prefix = payload.AsSpan(0, length).ToArray();
                try
                {
                    Assert.Null(Decompress(prefix, dictionaries));
                    Assert.True(length <= 3, $"a {length}-byte prefix was not recognised");
                }
                catch (MessagePackSerializationException)
                {
                }
            }
        }

        [Theory]
        [MemberData(nameof(SmallPayloads))]
        public void Every_single_bit_flip_is_rejected_or_read_as_plain_in_the_checked_form(string name, bool checksums, bool dictionary)
        {
            byte[] payload = Build(name, checksums, dictionary);
            byte[] expected = Plain(name);
            ZstdDictionary[] dictionaries = { Dictionary.Value };
            int wrongValues = 0;
            List<int> wrongBits = new List<int>();
            int wrongLengths = 0;
            for (int bit = 0; bit < payload.Length * 8; bit++)
            {
                byte[] damaged = (byte[])payload.Clone();
                damaged[bit / 8] ^= (byte)(1 << (bit % 8));
                try
                {
                    byte[]? decoded = Decompress(damaged, dictionaries);
                    if (decoded is not null && !decoded.AsSpan().SequenceEqual(expected))
                    {
                        wrongValues++;
                        wrongBits.Add(bit);
                        wrongLengths += decoded.Length != expected.Length ? 1 : 0;
                    }
                }
                catch (MessagePackSerializationException)
                {
                }
            }

            // The checked form turns every flip into an error (or into no framing at all); the unchecked one relies on
            // Zstandard's own consistency, which catches most but not all (a flipped literal decodes to another byte),
            // within the bounds checked below.
            if (checksums)
            {
                Assert.Equal(0, wrongValues);
            }

            // In both forms: every block decodes to exactly its declared size, so no flip changes the length; and a flip
            // in BlockPack's own framing (array and ext headers, dictionary id, declared sizes, bin headers) is refused or
            // read as plain, never a wrong value: what gets through unchecked lies inside a Zstandard frame.
            Assert.Equal(0, wrongLengths);
            (int Start, int End)[] frames = FrameRanges(payload);
            int[] outside = wrongBits.Where(b => !frames.Any(f => b / 8 >= f.Start && b / 8 < f.End)).ToArray();
            Assert.True(outside.Length == 0, $"wrong values from flips outside the frames, at bits {string.Join(", ", outside)}");
        }

        /// <summary>Where each block's Zstandard frame lies in a ZstdBlockArray payload: [start, end) byte offsets.</summary>
        private static (int Start, int End)[] FrameRanges(byte[] payload)
        {
            MessagePackReader reader = new MessagePackReader(payload);
            int elements = reader.ReadArrayHeader();
            ExtensionHeader header = reader.ReadExtensionFormatHeader();
            reader.ReadRaw(header.Length);
            List<(int, int)> frames = new List<(int, int)>();
            for (int i = 1; i < elements; i++)
            {
                long length = reader.ReadBytes()!.Value.Length;
                frames.Add(((int)(reader.Consumed - length), (int)reader.Consumed));
            }

            return frames.ToArray();
        }

        [Fact]
        public void The_serializer_wraps_every_failure_in_its_exception()
        {
            byte[] payload = Hex("92 C7 05 5F 12 34 56 78 43 C4 04 28 B5 2F FD");
            MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.ZstdBlockArray);
            MessagePackSerializationException ex = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<object>(payload, options));
            Assert.Contains("0x12345678", ex.ToString(), StringComparison.Ordinal);
        }

        private static byte[] Plain(string name) => name switch
        {
            "example" => ZstdBlockArrayTests.ExamplePlain,
            "three blocks" => Pattern((2 * 65_536) + 100, seed: 32),
            _ => MessagePackSerializer.Serialize(Orders(1, seed: 33)[0], MessagePackSerializerOptions.Standard),
        };

        private static byte[] Build(string name, bool checksums, bool dictionary)
            => Compress(Plain(name), checksums, dictionary ? Dictionary.Value : null);
    }
}
