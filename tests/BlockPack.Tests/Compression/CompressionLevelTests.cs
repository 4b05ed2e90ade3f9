using System;
using System.Buffers;
using System.Linq;
using System.Security.Cryptography;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Lz4Reference;
using BlockPack.Native;
using static BlockPack.Tests.Compression.Lz4TestSupport;

namespace BlockPack.Tests.Compression
{
    /// <summary>
    /// <see cref="MessagePackCompressionLevel"/>: Optimal writes exactly what BlockPack wrote before levels existed, every
    /// level is read back by BlockPack's decoders and by liblz4, the levels really differ, and the pipelined writer uses
    /// the level as the single-threaded one does.
    /// </summary>
    public class CompressionLevelTests
    {
        private static readonly MessagePackCompressionLevel[] Levels =
        {
            MessagePackCompressionLevel.Fastest,
            MessagePackCompressionLevel.Optimal,
            MessagePackCompressionLevel.SmallestSize,
        };

        private static readonly NativeEncodingLz4BlockCodec NativeEncoder = new NativeEncodingLz4BlockCodec(ManagedLz4BlockCodec.Instance, null);

        public static TheoryData<string, string, MessagePackCompression, string> BeforeLevels() => new TheoryData<string, string, MessagePackCompression, string>
        {
            // SHA-256 of Compressor.Write's output before levels existed, for the same inputs: Lz4BlockArray at commit
            // 8405044; Lz4Block (these inputs exceed 64 KB, which since the perf branch are compressed as 64 KB pieces
            // joined into one block) at commit 840f2c5, the joined-pieces commit without levels.
            { "managed", "orders", MessagePackCompression.Lz4Block, "BE8D4F3F74ED78E46372ABADB340025F837F0C88BC7E68771414756069824FA4" },
            { "managed", "orders", MessagePackCompression.Lz4BlockArray, "FA2138FC73CBB3919D202DC0C39979B975E121690532CBB697EC3C7BFFFB5A74" },
            { "managed", "pattern", MessagePackCompression.Lz4Block, "2EFFE043871BBA8F045021BE78A90DBB0BF84FFEC3EB1A0AD644A935C27323CC" },
            { "managed", "pattern", MessagePackCompression.Lz4BlockArray, "2FB8975446F77958D7F52CB75E8F2EB8F6349699A5F25692E9A89DB4EF32DA23" },
            { "native", "orders", MessagePackCompression.Lz4Block, "12E42B6DD2C49564D0A7CE6671D6B816034C05253389BFDB0E8016E2527D81F5" },
            { "native", "orders", MessagePackCompression.Lz4BlockArray, "78C995A09A66D06DE8345FF305647BAFCD063E0F2CD52607B9738C72A73BFB2D" },
            { "native", "pattern", MessagePackCompression.Lz4Block, "295524C48430A48E7BAB5F92683044664899AF2C2CABB943BD5B4DB6C4A40C40" },
            { "native", "pattern", MessagePackCompression.Lz4BlockArray, "F1CB516447E525B82CD36375514A1C05A5724396042F2B1BE7BE2B7AF54EB7DE" },
        };

        public static TheoryData<MessagePackCompressionLevel, MessagePackCompression, string> LevelsModesAndInputs()
        {
            TheoryData<MessagePackCompressionLevel, MessagePackCompression, string> data = new TheoryData<MessagePackCompressionLevel, MessagePackCompression, string>();
            foreach (MessagePackCompressionLevel level in Levels)
            {
                foreach (MessagePackCompression mode in new[] { MessagePackCompression.Lz4Block, MessagePackCompression.Lz4BlockArray })
                {
                    foreach (string input in new[] { "orders", "pattern", "random" })
                    {
                        data.Add(level, mode, input);
                    }
                }
            }

            return data;
        }

        [Theory]
        [MemberData(nameof(BeforeLevels))]
        public void Optimal_writes_the_bytes_BlockPack_wrote_before_levels_existed(string encoder, string input, MessagePackCompression mode, string sha256)
        {
            byte[] plain = Input(input);
            Assert.Equal(PlainDigest(input), Convert.ToHexString(SHA256.HashData(plain)).Substring(0, 16));
            IBlockCodec codec = encoder == "native" ? NativeEncoder : ManagedLz4BlockCodec.Instance;

            Assert.Equal(sha256, Convert.ToHexString(SHA256.HashData(Frame(plain, mode, codec, MessagePackCompressionLevel.Optimal))));

            // The default options ask for Optimal, and the serializer frames as the writer does.
            Assert.Equal(MessagePackCompressionLevel.Optimal, MessagePackSerializerOptions.Standard.CompressionLevel);
            if (ReferenceEquals(codec.GetType(), Lz4CodecSelection.Current.GetType()))
            {
                byte[] serialized = MessagePackSerializer.Serialize(new RawMsgpack(plain), RawOptions(mode));
                Assert.Equal(sha256, Convert.ToHexString(SHA256.HashData(serialized)));
            }
        }

        [Theory]
        [MemberData(nameof(LevelsModesAndInputs))]
        public void Every_level_is_read_back_by_both_decoders_in_either_mode(MessagePackCompressionLevel level, MessagePackCompression mode, string input)
        {
            byte[] plain = Input(input);
            foreach (IBlockCodec encoder in new IBlockCodec[] { ManagedLz4BlockCodec.Instance, NativeEncoder })
            {
                byte[] framed = Frame(plain, mode, encoder, level);
                foreach (string decoder in TestCodecs.Names)
                {
                    Assert.Equal(plain, Decompress(new ReadOnlySequence<byte>(framed), long.MaxValue, out long consumed, TestCodecs.Get(decoder)));
                    Assert.Equal(framed.Length, consumed);
                }

            }

            // Through the serializer: the value written at this level is read with either mode's options.
            byte[] serialized = MessagePackSerializer.Serialize(plain, MessagePackSerializerOptions.Standard.WithCompression(mode).WithCompressionLevel(level));
            foreach (MessagePackCompression readMode in new[] { MessagePackCompression.Lz4Block, MessagePackCompression.Lz4BlockArray })
            {
                Assert.Equal(plain, MessagePackSerializer.Deserialize<byte[]>(serialized, MessagePackSerializerOptions.Standard.WithCompression(readMode)));
            }
        }

        [Theory]
        [InlineData(MessagePackCompressionLevel.Fastest, "orders")]
        [InlineData(MessagePackCompressionLevel.Fastest, "text")]
        [InlineData(MessagePackCompressionLevel.SmallestSize, "orders")]
        [InlineData(MessagePackCompressionLevel.SmallestSize, "text")]
        [InlineData(MessagePackCompressionLevel.SmallestSize, "random")]
        public void Liblz4_decodes_the_blocks_of_every_level(MessagePackCompressionLevel level, string input)
        {
            byte[] plain = Input(input).AsSpan(0, 65536).ToArray();
            foreach (IBlockCodec encoder in new IBlockCodec[] { ManagedLz4BlockCodec.Instance, NativeEncoder })
            {
                byte[] block = new byte[encoder.MaxCompressedLength(plain.Length)];
                int written = encoder.Compress(plain, block, level);
                byte[] decoded = new byte[plain.Length];
                Assert.Equal(plain.Length, LibLz4Reference.Decompress(block.AsSpan(0, written), decoded));
                Assert.Equal(plain, decoded);
            }
        }

        [Theory]
        [InlineData("orders")]
        [InlineData("text")]
        public void SmallestSize_is_smaller_than_Optimal(string input)
        {
            byte[] plain = Input(input);
            foreach (IBlockCodec encoder in new IBlockCodec[] { ManagedLz4BlockCodec.Instance, NativeEncoder })
            {
                int optimal = Frame(plain, MessagePackCompression.Lz4BlockArray, encoder, MessagePackCompressionLevel.Optimal).Length;
                int smallest = Frame(plain, MessagePackCompression.Lz4BlockArray, encoder, MessagePackCompressionLevel.SmallestSize).Length;

                // Fastest has no such rule: skipping ahead can find a longer match later, so on orders it is a little smaller.
                Assert.True(smallest < optimal, $"{encoder.GetType().Name}: SmallestSize {smallest} bytes, Optimal {optimal}");
            }
        }

        [Fact]
        public void Fastest_accelerates_the_native_encoder_and_is_Optimal_for_K4os_which_has_no_acceleration()
        {
            byte[] plain = Input("text").AsSpan(0, 65536).ToArray();

            Assert.NotEqual(Block(NativeEncoder, plain, MessagePackCompressionLevel.Optimal), Block(NativeEncoder, plain, MessagePackCompressionLevel.Fastest));
            Assert.Equal(Block(ManagedLz4BlockCodec.Instance, plain, MessagePackCompressionLevel.Optimal), Block(ManagedLz4BlockCodec.Instance, plain, MessagePackCompressionLevel.Fastest));

            // SmallestSize is LZ4 HC from K4os whichever encoder is in use, and a block over 64 KB always goes to K4os.
            Assert.Equal(Block(ManagedLz4BlockCodec.Instance, plain, MessagePackCompressionLevel.SmallestSize), Block(NativeEncoder, plain, MessagePackCompressionLevel.SmallestSize));
            byte[] large = Input("text").AsSpan(0, 100_000).ToArray();
            Assert.Equal(Block(ManagedLz4BlockCodec.Instance, large, MessagePackCompressionLevel.Fastest), Block(NativeEncoder, large, MessagePackCompressionLevel.Fastest));
        }

        [Theory]
        [InlineData(MessagePackCompressionLevel.Fastest)]
        [InlineData(MessagePackCompressionLevel.SmallestSize)]
        public void No_level_allocates_a_managed_state_per_block(MessagePackCompressionLevel level)
        {
            // LZ4 HC's state is 256 KB: were it a managed array, every block would allocate it (on the Large Object
            // Heap). The bound is half of what that would cost over the measured calls, not zero: the calling thread
            // can also allocate for reasons of the runtime's own (a shared pool refilled after a gen2 trim, a table
            // growing), a few KB at most and at most once, which made an exact 0 fail at random ("Actual 8160").
            const int Calls = 8;
            const long StateSize = 256 * 1024;
            byte[] plain = Input("orders").AsSpan(0, 65536).ToArray();
            byte[] block = new byte[ManagedLz4BlockCodec.WorstCaseLength(plain.Length)];
            foreach (IBlockCodec encoder in new IBlockCodec[] { ManagedLz4BlockCodec.Instance, NativeEncoder })
            {
                // Warm this code path on this thread first (JIT, type loading, the pool's per-thread buckets).
                encoder.Compress(plain, block, level);
                encoder.Compress(plain, block, level);
                long before = GC.GetAllocatedBytesForCurrentThread();
                for (int i = 0; i < Calls; i++)
                {
                    encoder.Compress(plain, block, level);
                }

                long allocated = GC.GetAllocatedBytesForCurrentThread() - before;
                Assert.True(allocated < Calls * StateSize / 2, $"{encoder.GetType().Name}: {allocated} bytes over {Calls} blocks");
            }
        }

        [Theory]
        [InlineData(MessagePackCompressionLevel.Fastest)]
        [InlineData(MessagePackCompressionLevel.SmallestSize)]
        public void The_pipelined_writer_uses_the_level_as_the_single_threaded_one_does(MessagePackCompressionLevel level)
        {
            // About 25 blocks: enough for the pipeline to start workers (4 waiting blocks), so some are compressed on
            // other threads and the rest by the caller, each with the level the options carry.
            object[][] records = Records(60_000);
            MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray).WithCompressionLevel(level);

            byte[] pipelined = MessagePackSerializer.Serialize(records, options.WithMaxDegreeOfParallelism(2));
            byte[] single = MessagePackSerializer.Serialize(records, options.WithMaxDegreeOfParallelism(1));
            ArrayBufferWriter<byte> toWriter = new ArrayBufferWriter<byte>();
            MessagePackSerializer.Serialize(toWriter, records, options.WithMaxDegreeOfParallelism(2));
            byte[] plain = MessagePackSerializer.Serialize(records);

            // A worker that compressed at the default level would make the pipelined bytes differ from the single-threaded ones.
            Assert.Equal(single, pipelined);
            Assert.Equal(single, toWriter.WrittenSpan.ToArray());
            Assert.NotEqual(MessagePackSerializer.Serialize(records, options.WithCompressionLevel(MessagePackCompressionLevel.Optimal).WithMaxDegreeOfParallelism(1)), single);
            Assert.Equal(plain, MessagePackSerializer.Serialize(MessagePackSerializer.Deserialize<object[][]>(pipelined, options)));
        }

        [Fact]
        public void The_option_is_validated_copied_and_kept_when_unchanged()
        {
            MessagePackSerializerOptions standard = MessagePackSerializerOptions.Standard;
            Assert.Same(standard, standard.WithCompressionLevel(MessagePackCompressionLevel.Optimal));

            MessagePackSerializerOptions smallest = standard.WithCompressionLevel(MessagePackCompressionLevel.SmallestSize);
            Assert.Equal(MessagePackCompressionLevel.SmallestSize, smallest.CompressionLevel);
            Assert.Equal(MessagePackCompressionLevel.SmallestSize, smallest.WithCompression(MessagePackCompression.Lz4Block).CompressionLevel);
            Assert.Equal(MessagePackCompressionLevel.Optimal, standard.CompressionLevel);

            // The values are System.IO.Compression.CompressionLevel's, whose NoCompression (2) is no level here.
            Assert.Equal((int)System.IO.Compression.CompressionLevel.Fastest, (int)MessagePackCompressionLevel.Fastest);
            Assert.Equal((int)System.IO.Compression.CompressionLevel.SmallestSize, (int)MessagePackCompressionLevel.SmallestSize);
            ArgumentOutOfRangeException error = Assert.Throws<ArgumentOutOfRangeException>(() => standard.WithCompressionLevel((MessagePackCompressionLevel)2));
            Assert.Contains("MessagePackCompression.None", error.Message, StringComparison.Ordinal);
            Assert.Throws<ArgumentOutOfRangeException>(() => standard.WithCompressionLevel((MessagePackCompressionLevel)(-1)));
        }

        internal static byte[] Input(string name) => name switch
        {
            "orders" => MessagePackSerializer.Serialize(Records(20_000)),
            "pattern" => Pattern(200_000, 7),
            "text" => Text(40_000),
            _ => Random(200_000),
        };

        internal static MessagePackSerializerOptions RawOptions(MessagePackCompression mode)
            => MessagePackSerializerOptions.Standard.WithResolver(CompressionTestResolver.Instance).WithCompression(mode);

        internal static object[][] Records(int count)
            => Enumerable.Range(0, count).Select(i => new object[] { i, "customer " + (i % 37), i * 2.5, i % 3 == 0 }).ToArray();

        private static string PlainDigest(string input) => input == "orders" ? "5EE499E0158786A1" : "5E035788D7BD58BF";

        private static byte[] Text(int words)
        {
            string[] vocabulary = { "the ", "quick ", "brown ", "fox ", "jumps ", "over ", "lazy ", "dog ", "and ", "runs ", "again. ", "\n" };
            Random random = new Random(5);
            System.Text.StringBuilder text = new System.Text.StringBuilder();
            for (int i = 0; i < words; i++)
            {
                text.Append(random.Next(8) == 0 ? $"{random.Next(100_000)} " : vocabulary[random.Next(vocabulary.Length)]);
            }

            return System.Text.Encoding.ASCII.GetBytes(text.ToString());
        }

        private static byte[] Random(int length)
        {
            byte[] bytes = new byte[length];
            new Random(11).NextBytes(bytes);
            return bytes;
        }

        private static byte[] Frame(byte[] plain, MessagePackCompression mode, IBlockCodec codec, MessagePackCompressionLevel level)
        {
            ArrayBufferWriter<byte> output = new ArrayBufferWriter<byte>();
            Compressor.Write(new ReadOnlySequence<byte>(plain), output, mode, 1, codec, level: level);
            return output.WrittenSpan.ToArray();
        }

        private static byte[] Block(IBlockCodec codec, byte[] plain, MessagePackCompressionLevel level)
        {
            byte[] block = new byte[codec.MaxCompressedLength(plain.Length)];
            int written = codec.Compress(plain, block, level);
            Assert.InRange(written, 1, block.Length);
            return block.AsSpan(0, written).ToArray();
        }
    }
}
