using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.Linq;
using static BlockPack.Tests.Compression.Zstd.ZstdTestSupport;

namespace BlockPack.Tests.Compression.Zstd
{
    /// <summary>
    /// Bad input in ZstdBlockArray's frames form (ext 93, 92) is rejected with a MessagePackSerializationException, never a
    /// crash, a hang or another value: hand-made headers that break each rule of docs/format.md, every truncation, and
    /// every single bit flip of the checked form.
    /// </summary>
    public sealed class ZstdFramesMalformedInputTests
    {
        private static readonly MessagePackSerializerOptions Reading = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.ZstdBlockArray);

        [Theory]
        [InlineData("C7 09 5D 03 00 00 00 00 01 01 01 00", "format version 3")]
        [InlineData("C7 09 5D 02 00 00 00 00 00 01 01 00", "declares 0 frames")]
        [InlineData("C7 09 5D 02 00 00 00 00 7F 01 01 00", "declares 127 frames")]
        [InlineData("C7 0D 5D 02 00 00 00 00 01 CE 00 90 00 00 01 00", "more than the 8388608")]
        [InlineData("C7 09 5D 02 00 00 00 00 01 7F 01 00", "not a valid Zstandard block")]
        [InlineData("C7 0A 5D 02 00 00 00 00 01 01 01 00 00", "not exactly its table")]
        [InlineData("C7 09 5D 02 00 00 00 00 01 01 02 00", "not exactly its table")]
        [InlineData("C7 09 5D 02 00 00 00 00 01 00 01 00", "")]
        [InlineData("C7 09 5D 02 00 00 00 00 01 01 00 00", "")]
        [InlineData("C7 0A 5D 02 00 00 00 00 01 01 01 00", "ends early")]
        [InlineData("C7 09 5D 02 12 34 AB CD 01 01 01 00", "0x1234ABCD")]
        [InlineData("C7 05 5D 02 00 00 00 00", "at least 9 bytes")]
        [InlineData("C7 1A 5C 02 00 00 00 00 00 00 00 01 00 00 00 01 00 00 00 01 00 00 00 00 00 00 00 00 00", "CRC-32C")]
        [InlineData("C7 1A 5C 02 00 00 00 00 00 00 00 02 00 00 00 01 00 00 00 01 00 00 00 00 00 00 00 00 00", "declares 2 frames")]
        public void Malformed_headers_are_refused_before_anything_is_decoded(string hex, string expected)
        {
            MessagePackSerializationException e = Assert.Throws<MessagePackSerializationException>(() => Decompress(Hex(hex)));
            Assert.Contains(expected, e.Message);
        }

        [Fact]
        public void Declared_sizes_over_the_maximum_are_refused()
        {
            byte[] framed = CompressFrames(Pattern(3_000_000, seed: 2), frameSize: 1 << 20);
            Assert.Throws<MessagePackSerializationException>(() => Decompress(framed, maximum: 2_999_999));
            Assert.Equal(3_000_000, Decompress(framed, maximum: 3_000_000)!.Length);
        }

        [Fact]
        public void A_frame_with_trailing_bytes_or_a_wrong_declared_size_is_corrupt()
        {
            byte[] framed = CompressFrames(Pattern(500, seed: 3));

            // Declare one byte less: the frame's content size (and its content) no longer fits.
            byte[] shorter = (byte[])framed.Clone();
            Assert.Equal(0xCD, shorter[9]);
            BinaryPrimitives.WriteUInt16BigEndian(shorter.AsSpan(10), 499);
            Assert.Throws<MessagePackSerializationException>(() => Decompress(shorter));

            // One more byte in the payload, counted in the frame's compressed size: trailing bytes after the frame.
            ZstdFramesTests.ParsedHeader header = ZstdFramesTests.ParsedHeader.Parse(framed);
            int compressed = header.Frames[0].Compressed;
            Assert.True(compressed is > 0x7F and <= 0xFF);
            byte[] longer = framed.Take(13).Concat(new byte[] { 0xCC, (byte)(compressed + 1) }).Concat(framed.Skip(15)).Concat(new byte[] { 0 }).ToArray();
            longer[1]++;
            Assert.Throws<MessagePackSerializationException>(() => Decompress(longer));
        }

        public static TheoryData<string, bool> Payloads() => new TheoryData<string, bool>
        {
            { "one frame", false },
            { "one frame", true },
            { "three frames", false },
            { "three frames", true },
        };

        [Theory]
        [MemberData(nameof(Payloads))]
        public void Every_truncation_is_rejected(string name, bool checksums)
        {
            (string[] value, byte[] payload) = Payload(name, checksums);
            Assert.Equal(value, MessagePackSerializer.Deserialize<string[]>(payload, Reading));
            for (int length = 0; length < payload.Length; length++)
            {
                byte[] truncated = payload.AsSpan(0, length).ToArray();
                Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<string[]>(truncated, Reading));
            }
        }

        [Theory]
        [InlineData("one frame")]
        [InlineData("three frames")]
        public void Every_single_bit_flip_of_the_checked_form_is_rejected(string name)
        {
            (_, byte[] payload) = Payload(name, checksums: true);
            byte[] flipped = (byte[])payload.Clone();
            List<string> accepted = new List<string>();
            for (int i = 0; i < payload.Length; i++)
            {
                for (int bit = 0; bit < 8; bit++)
                {
                    flipped[i] ^= (byte)(1 << bit);
                    try
                    {
                        string[] value = MessagePackSerializer.Deserialize<string[]>(flipped, Reading);
                        accepted.Add($"byte {i} bit {bit}: read {(value is null ? "null" : value.Length + " strings")}");
                    }
                    catch (MessagePackSerializationException)
                    {
                        // Rejected, as it must be; any other exception fails the test.
                    }

                    flipped[i] ^= (byte)(1 << bit);
                }
            }

            Assert.True(accepted.Count == 0, $"{accepted.Count} flips of {payload.Length * 8} were read: " + string.Join("; ", accepted.Take(10)));
        }

        /// <summary>A value and its frames form: one frame, or three of 64 KB (the smallest frame size) over about 155 KB.</summary>
        private static (string[] Value, byte[] Payload) Payload(string name, bool checksums)
        {
            string[] value = ZstdVersion1Tests.Records(name == "one frame" ? 4 : 2_000);
            MessagePackSerializerOptions options = Reading.WithBlockChecksums(checksums).WithZstdFrameSize(65_536);
            byte[] payload = MessagePackSerializer.Serialize(value, options);
            Assert.Equal(checksums ? 92 : 93, ZstdFramesTests.ParsedHeader.Parse(payload).TypeCode);
            Assert.Equal(name == "one frame" ? 1 : 3, ZstdFramesTests.ParsedHeader.Parse(payload).Frames.Count);
            return (value, payload);
        }
    }
}
