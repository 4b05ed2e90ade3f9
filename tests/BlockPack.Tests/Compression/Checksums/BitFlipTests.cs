using System;
using System.Collections.Generic;
using System.Linq;

namespace BlockPack.Tests.Compression.Checksums
{
    /// <summary>
    /// Every single-bit flip of a small checked payload, at every bit position of the header and the blocks, is rejected
    /// with <see cref="MessagePackSerializationException"/> when the value is read as the type it was written as.
    /// </summary>
    public class BitFlipTests
    {
        public static TheoryData<MessagePackCompression> Modes => new TheoryData<MessagePackCompression>
        {
            MessagePackCompression.Lz4Block,
            MessagePackCompression.Lz4BlockArray,
        };

        [Theory]
        [MemberData(nameof(Modes))]
        public void Every_single_bit_flip_of_a_checked_payload_is_rejected(MessagePackCompression mode)
        {
            MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithCompression(mode).WithBlockChecksums(true);
            byte[] framed = MessagePackSerializer.Serialize(Records(), options);
            Assert.InRange(framed.Length, 100, 600);
            AssertSameRecords(Records(), MessagePackSerializer.Deserialize<List<ChecksumRecord>>(framed, options));

            List<string> accepted = AcceptedFlips(framed, options);
            Assert.True(accepted.Count == 0, $"{accepted.Count} of {framed.Length * 8} flips were read without an error: {string.Join(", ", accepted.Take(20))}");
        }

        [Theory]
        [MemberData(nameof(Modes))]
        public void Without_checksums_some_flips_decode_to_a_different_value(MessagePackCompression mode)
        {
            // The reason for the option: LZ4 itself has no checksum, so a flipped literal decodes without complaint.
            MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithCompression(mode);
            byte[] framed = MessagePackSerializer.Serialize(Records(), options);
            Assert.NotEmpty(AcceptedFlips(framed, options));
        }

        internal static List<ChecksumRecord> Records() => Enumerable.Range(0, 12)
            .Select(i => new ChecksumRecord { Id = i * 37, Name = "customer-" + (i % 5), Score = i * 0.25 })
            .ToList();

        private static List<string> AcceptedFlips(byte[] framed, MessagePackSerializerOptions options)
        {
            var accepted = new List<string>();
            for (int bit = 0; bit < framed.Length * 8; bit++)
            {
                byte[] damaged = (byte[])framed.Clone();
                damaged[bit / 8] ^= (byte)(1 << (bit % 8));
                try
                {
                    MessagePackSerializer.Deserialize<List<ChecksumRecord>>(damaged, options);
                    accepted.Add($"byte {bit / 8} bit {bit % 8}");
                }
                catch (MessagePackSerializationException)
                {
                    // Rejected, as it must be. Any other exception type fails the test.
                }
            }

            return accepted;
        }

        private static void AssertSameRecords(List<ChecksumRecord> expected, List<ChecksumRecord> actual)
        {
            Assert.Equal(expected.Select(r => (r.Id, r.Name, r.Score)), actual.Select(r => (r.Id, r.Name, r.Score)));
        }
    }
}
