using System;
using System.Buffers;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;

namespace BlockPack.Tests.Compression
{
    /// <summary>
    /// <see cref="MessagePackSerializerOptions.MinimumCompressionSavings"/>, Presto's rule: a framing that saves less than
    /// the fraction gives way to the plain msgpack, on every serialize path (array, buffer writer, stream, pipelined).
    /// </summary>
    public class CompressionSavingsTests
    {
        private static readonly IFormatterResolver RawAndStandard = Resolvers.CompositeResolver.Create(CompressionTestResolver.Instance, Resolvers.StandardResolver.Instance);

        public static TheoryData<MessagePackCompression, int> ModesAndDegrees() => new TheoryData<MessagePackCompression, int>
        {
            { MessagePackCompression.Lz4Block, 1 },
            { MessagePackCompression.Lz4BlockArray, 1 },
            { MessagePackCompression.Lz4BlockArray, 2 },
        };

        [Theory]
        [MemberData(nameof(ModesAndDegrees))]
        public void Incompressible_data_with_savings_0_1_is_written_as_the_plain_bytes(MessagePackCompression mode, int degree)
        {
            // 600 KB of random bytes: ten blocks, so at degree 2 the pipeline's workers compress some of them.
            byte[] random = new byte[600_000];
            new Random(3).NextBytes(random);
            byte[] plain = MessagePackSerializer.Serialize(random);
            MessagePackSerializerOptions options = Options(mode, degree).WithMinimumCompressionSavings(0.1);

            foreach (byte[] written in SerializeEveryWay(random, options))
            {
                Assert.Equal(plain, written);
            }

            // Any reader accepts it, whatever compression its options name.
            Assert.Equal(random, MessagePackSerializer.Deserialize<byte[]>(plain, options));
        }

        [Theory]
        [MemberData(nameof(ModesAndDegrees))]
        public void Compressible_data_with_savings_0_1_is_framed(MessagePackCompression mode, int degree)
        {
            object[][] records = CompressionLevelTests.Records(30_000);
            byte[] plain = MessagePackSerializer.Serialize(records);
            byte[] framedWithoutRule = MessagePackSerializer.Serialize(records, Options(mode, 1));
            Assert.True(framedWithoutRule.Length < plain.Length * 0.9, $"the test data must compress well: {framedWithoutRule.Length} of {plain.Length}");

            foreach (byte[] written in SerializeEveryWay(records, Options(mode, degree).WithMinimumCompressionSavings(0.1)))
            {
                Assert.Equal(framedWithoutRule, written);
            }
        }

        [Theory]
        [MemberData(nameof(ModesAndDegrees))]
        public void The_default_keeps_a_framing_longer_than_the_plain_form_as_before(MessagePackCompression mode, int degree)
        {
            byte[] random = new byte[300_000];
            new Random(4).NextBytes(random);
            byte[] plain = MessagePackSerializer.Serialize(random);
            MessagePackSerializerOptions options = Options(mode, degree);
            Assert.Equal(0, options.MinimumCompressionSavings);

            // Framed (ext32 99, or the fixarray before ext 98) and longer than the plain form, every way. (The ways need
            // not give the same bytes: writing into a buffer writer cuts a large bin into blocks at other places.)
            foreach (byte[] framed in SerializeEveryWay(random, options))
            {
                Assert.Equal(mode == MessagePackCompression.Lz4Block ? 0xC9 : 0x90, mode == MessagePackCompression.Lz4Block ? framed[0] : framed[0] & 0xF0);
                Assert.True(framed.Length > plain.Length, $"{framed.Length} bytes framed, {plain.Length} plain");
                Assert.Equal(random, MessagePackSerializer.Deserialize<byte[]>(framed, options));
            }
        }

        [Theory]
        [InlineData(MessagePackCompression.Lz4Block)]
        [InlineData(MessagePackCompression.Lz4BlockArray)]
        public void The_framing_is_kept_exactly_when_it_saves_the_fraction(MessagePackCompression mode)
        {
            byte[] plain = MessagePackSerializer.Serialize(CompressionLevelTests.Records(5_000));
            byte[] framed = Frame(plain, mode);
            double saved = (plain.Length - framed.Length) / (double)plain.Length;
            Assert.InRange(saved, 0.2, 0.9);
            MessagePackSerializerOptions options = Options(mode, 1);

            Assert.Equal(framed, MessagePackSerializer.Serialize(new RawMsgpack(plain), options.WithMinimumCompressionSavings(saved * 0.999)));
            Assert.Equal(plain, MessagePackSerializer.Serialize(new RawMsgpack(plain), options.WithMinimumCompressionSavings(Math.Min(1, saved * 1.001))));
            Assert.Equal(plain, MessagePackSerializer.Serialize(new RawMsgpack(plain), options.WithMinimumCompressionSavings(1)));
            Assert.True(CompressionSavingsRule.KeepsFramed(1000, 900, 0.1));
            Assert.False(CompressionSavingsRule.KeepsFramed(1000, 901, 0.1));
            Assert.True(CompressionSavingsRule.KeepsFramed(1000, 5000, 0));
        }

        [Fact]
        public void Values_below_the_compression_threshold_stay_plain_with_or_without_the_rule()
        {
            byte[] small = { 1, 2, 3 };
            byte[] plain = MessagePackSerializer.Serialize(small);
            foreach (byte[] written in SerializeEveryWay(small, Options(MessagePackCompression.Lz4BlockArray, 1).WithMinimumCompressionSavings(0.5)))
            {
                Assert.Equal(plain, written);
            }
        }

        [Fact]
        public void The_option_is_validated_copied_and_kept_when_unchanged()
        {
            MessagePackSerializerOptions standard = MessagePackSerializerOptions.Standard;
            Assert.Equal(0, standard.MinimumCompressionSavings);
            Assert.Same(standard, standard.WithMinimumCompressionSavings(0));

            MessagePackSerializerOptions tenth = standard.WithMinimumCompressionSavings(0.1);
            Assert.Equal(0.1, tenth.MinimumCompressionSavings);
            Assert.Equal(0.1, tenth.WithCompressionLevel(MessagePackCompressionLevel.Fastest).MinimumCompressionSavings);
            Assert.Same(tenth, tenth.WithMinimumCompressionSavings(0.1));

            foreach (double invalid in new[] { -0.01, 1.01, double.NaN, double.PositiveInfinity })
            {
                ArgumentOutOfRangeException error = Assert.Throws<ArgumentOutOfRangeException>(() => standard.WithMinimumCompressionSavings(invalid));
                Assert.Equal("minimumCompressionSavings", error.ParamName);
            }
        }

        private static MessagePackSerializerOptions Options(MessagePackCompression mode, int degree)
            => MessagePackSerializerOptions.Standard.WithResolver(RawAndStandard).WithCompression(mode).WithMaxDegreeOfParallelism(degree);

        private static byte[] Frame(byte[] plain, MessagePackCompression mode)
        {
            ArrayBufferWriter<byte> output = new ArrayBufferWriter<byte>();
            Compressor.Write(new ReadOnlySequence<byte>(plain), output, mode, MessagePackSerializerOptions.DefaultCompressionMinLength, Lz4CodecSelection.Current);
            return output.WrittenSpan.ToArray();
        }

        private static byte[][] SerializeEveryWay<T>(T value, MessagePackSerializerOptions options)
        {
            ArrayBufferWriter<byte> bufferWriter = new ArrayBufferWriter<byte>();
            MessagePackSerializer.Serialize(bufferWriter, value, options);
            using System.IO.MemoryStream stream = new System.IO.MemoryStream();
            MessagePackSerializer.Serialize(stream, value, options);
            return new[] { MessagePackSerializer.Serialize(value, options), bufferWriter.WrittenSpan.ToArray(), stream.ToArray() };
        }
    }
}
