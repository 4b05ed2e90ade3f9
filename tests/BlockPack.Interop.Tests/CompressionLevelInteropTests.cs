using System;
using System.Collections.Generic;
using System.Linq;
using BlockPack.Interop.Tests.Models;
using B = BlockPack;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// Every <see cref="B.MessagePackCompressionLevel"/> writes standard LZ4 in the usual framing, so the real
    /// MessagePack-CSharp (3.1.12 here, 2.5.305 in the V2 project) reads each level in either mode; and a payload that
    /// MinimumCompressionSavings left plain is MessagePack-CSharp's own plain bytes, which it reads with any options.
    /// </summary>
    public class CompressionLevelInteropTests
    {
        public static TheoryData<B.MessagePackCompressionLevel, B.MessagePackCompression> LevelsAndModes()
        {
            TheoryData<B.MessagePackCompressionLevel, B.MessagePackCompression> data = new TheoryData<B.MessagePackCompressionLevel, B.MessagePackCompression>();
            foreach (B.MessagePackCompressionLevel level in new[] { B.MessagePackCompressionLevel.Fastest, B.MessagePackCompressionLevel.Optimal, B.MessagePackCompressionLevel.SmallestSize })
            {
                foreach (B.MessagePackCompression mode in Peers.CompressedModes)
                {
                    data.Add(level, mode);
                }
            }

            return data;
        }

        [Theory]
        [MemberData(nameof(LevelsAndModes))]
        public void MessagePack_CSharp_reads_records_written_at_every_level(B.MessagePackCompressionLevel level, B.MessagePackCompression mode)
        {
            AssertReferenceReads(Records.StringKeyed(20_000), level, mode);
            AssertReferenceReads(Records.IntKeyed(3_000), level, mode);
        }

        [Theory]
        [MemberData(nameof(LevelsAndModes))]
        public void MessagePack_CSharp_reads_text_and_bytes_written_at_every_level(B.MessagePackCompressionLevel level, B.MessagePackCompression mode)
        {
            // 300 KB of text: in Lz4Block mode one block far over 64 KB (K4os encodes it at every level).
            var random = new Random(7);
            string[] words = { "lorem ", "ipsum ", "dolor ", "sit ", "amet ", "consectetur ", "adipiscing ", "elit ", "\n" };
            string text = string.Concat(Enumerable.Range(0, 50_000).Select(_ => words[random.Next(words.Length)]));
            AssertReferenceReads(text, level, mode);

            byte[] noise = new byte[200_000];
            random.NextBytes(noise);
            AssertReferenceReads(noise, level, mode);
        }

        [Theory]
        [InlineData(B.MessagePackCompression.Lz4Block)]
        [InlineData(B.MessagePackCompression.Lz4BlockArray)]
        public void A_value_the_savings_rule_left_plain_is_MessagePack_CSharps_plain_bytes(B.MessagePackCompression mode)
        {
            byte[] noise = new byte[200_000];
            new Random(8).NextBytes(noise);
            byte[] referencePlain = Peers.ReferenceWrite(noise);

            byte[] written = B.MessagePackSerializer.Serialize(noise, Peers.BlockPackOptions(mode).WithMinimumCompressionSavings(0.1));

            Peers.AssertSameBytes(referencePlain, written, "BlockPack's output under the savings rule");
            foreach (B.MessagePackCompression readWith in Peers.CompressedModes)
            {
                Assert.Equal(noise, Peers.ReferenceRead<byte[]>(written, readWith));
            }

            // Records compress far better than 10 %, so the rule keeps their framing, which MessagePack-CSharp reads.
            List<StringKeyRecord> records = Records.StringKeyed(5_000);
            byte[] framed = B.MessagePackSerializer.Serialize(records, Peers.BlockPackOptions(mode).WithMinimumCompressionSavings(0.1));
            Assert.Equal(mode.ToString(), Framing.Describe(framed));
            Peers.AssertSameBytes(Peers.ReferenceWrite(records), Peers.ReferenceWrite(Peers.ReferenceRead<List<StringKeyRecord>>(framed, mode)), "records read back by MessagePack-CSharp");
        }

        private static void AssertReferenceReads<T>(T value, B.MessagePackCompressionLevel level, B.MessagePackCompression mode)
        {
            byte[] plain = Peers.ReferenceWrite(value);
            byte[] written = B.MessagePackSerializer.Serialize(value, Peers.BlockPackOptions(mode).WithCompressionLevel(level));
            Assert.Equal(mode.ToString(), Framing.Describe(written));
            foreach (B.MessagePackCompression readWith in Peers.CompressedModes)
            {
                T read = Peers.ReferenceRead<T>(written, readWith);
                Peers.AssertSameBytes(plain, Peers.ReferenceWrite(read), $"MessagePack-CSharp reading BlockPack's {mode} at {level} with {readWith} options");
            }
        }
    }
}
