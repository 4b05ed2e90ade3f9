using System;
using System.Buffers;
using System.Collections.Generic;
using System.Linq;
using BlockPack;
using BlockPack.Tests;
using Xunit;

namespace BlockPack.Caching.Tests
{
    /// <summary>The entry format on its own (no cache): defaults, options interplay and damaged entries.</summary>
    public class CacheEntryCodecTests
    {
        private static readonly List<Order> Orders = Order.MakeList(2000);

        [Fact]
        public void Defaults_FrameLargeValuesAsCheckedBlockArray()
        {
            var serializer = new BlockPackHybridCacheSerializer<List<Order>>();
            var buffer = new ArrayBufferWriter<byte>();
            serializer.Serialize(Orders, buffer);

            // docs/format.md: a checked Lz4BlockArray is an array whose first element is ext type 97.
            var reader = new MessagePackReader(buffer.WrittenMemory);
            Assert.True(reader.ReadArrayHeader() >= 2);
            Assert.Equal((sbyte)97, reader.ReadExtensionFormatHeader().TypeCode);

            // The repetitive list compresses to well under half its plain msgpack.
            int plainLength = MessagePackSerializer.Serialize(Orders).Length;
            Assert.True(buffer.WrittenCount * 2 < plainLength, $"{buffer.WrittenCount} framed vs {plainLength} plain");
            Assert.Equal(Orders, serializer.Deserialize(new ReadOnlySequence<byte>(buffer.WrittenMemory)));
        }

        [Fact]
        public void MultiSegmentSequence_ReadsWithoutJoining()
        {
            var serializer = new BlockPackHybridCacheSerializer<List<Order>>();
            var buffer = new ArrayBufferWriter<byte>();
            serializer.Serialize(Orders, buffer);
            byte[] entry = buffer.WrittenSpan.ToArray();

            // Cut at awkward places (inside the header, inside a block) as a cache's pooled buffer chain would.
            ReadOnlySequence<byte> sequence = SegmentedSequence.CutAt(entry, 3, 17, entry.Length / 2);
            Assert.False(sequence.IsSingleSegment);
            Assert.Equal(Orders, serializer.Deserialize(sequence));

            // A bit flipped in one segment is still caught.
            byte[] damaged = (byte[])entry.Clone();
            damaged[entry.Length - 5] ^= 0x01;
            Assert.Throws<MessagePackSerializationException>(() => serializer.Deserialize(SegmentedSequence.CutAt(damaged, 3, 17, entry.Length / 2)));
        }

        [Fact]
        public void Defaults_AreSecureAndOverridable()
        {
            MessagePackSerializerOptions defaults = BlockPackCacheOptions.DefaultSerializerOptions;
            Assert.Equal(MessagePackCompression.Lz4BlockArray, defaults.Compression);
            Assert.True(defaults.BlockChecksums);
            Assert.Same(MessagePackSecurity.UntrustedData, defaults.Security);

            var options = new BlockPackCacheOptions { SerializerOptions = MessagePackSerializerOptions.Standard };
            byte[] plain = new BlockPackFusionCacheSerializer(options).Serialize(Orders);
            Assert.Equal(MessagePackSerializer.Serialize(Orders), plain);
        }

        [Theory]
        [InlineData(MessagePackCompression.None, false)]
        [InlineData(MessagePackCompression.Lz4Block, false)]
        [InlineData(MessagePackCompression.Lz4Block, true)]
        [InlineData(MessagePackCompression.Lz4BlockArray, false)]
        public void EntryWrittenWithOtherOptions_StillReads(MessagePackCompression compression, bool checksums)
        {
            MessagePackSerializerOptions writer = MessagePackSerializerOptions.Standard.WithCompression(compression).WithBlockChecksums(checksums);
            byte[] entry = MessagePackSerializer.Serialize(Orders, writer);

            Assert.Equal(Orders, new BlockPackFusionCacheSerializer().Deserialize<List<Order>>(entry));

            // A reader configured without compression still recognizes the framing.
            var plainReader = new BlockPackFusionCacheSerializer(new BlockPackCacheOptions { SerializerOptions = MessagePackSerializerOptions.Standard });
            Assert.Equal(Orders, plainReader.Deserialize<List<Order>>(entry));
        }

        [Fact]
        public void EveryTruncation_IsRefused()
        {
            byte[] entry = new BlockPackFusionCacheSerializer().Serialize(Order.MakeList(300));
            var serializer = new BlockPackFusionCacheSerializer();
            for (int length = 0; length < entry.Length; length++)
            {
                byte[] cut = entry.AsSpan(0, length).ToArray();
                Assert.Throws<MessagePackSerializationException>(() => serializer.Deserialize<List<Order>>(cut));
            }
        }

        [Fact]
        public void EverySingleBitFlip_IsRefused_NeverADifferentValue()
        {
            List<Order> value = Order.MakeList(300);
            var serializer = new BlockPackFusionCacheSerializer();
            byte[] entry = serializer.Serialize(value);
            for (int bit = 0; bit < entry.Length * 8; bit++)
            {
                byte[] damaged = (byte[])entry.Clone();
                damaged[bit / 8] ^= (byte)(1 << (bit % 8));
                Assert.Throws<MessagePackSerializationException>(() => serializer.Deserialize<List<Order>>(damaged));
            }
        }

        [Fact]
        public void SmallValues_WithThresholdOne_AreFramedAndEveryBitFlipIsRefused()
        {
            var options = new BlockPackCacheOptions { SerializerOptions = BlockPackCacheOptions.DefaultSerializerOptions.WithCompressionMinLength(1) };
            var serializer = new BlockPackFusionCacheSerializer(options);
            Order value = Order.Make(5);
            byte[] entry = serializer.Serialize(value);
            Assert.True(MessagePackSerializer.Serialize(value).Length < MessagePackSerializerOptions.DefaultCompressionMinLength);
            var reader = new MessagePackReader(entry);
            Assert.Equal(2, reader.ReadArrayHeader());
            Assert.Equal((sbyte)97, reader.ReadExtensionFormatHeader().TypeCode);
            Assert.Equal(value, serializer.Deserialize<Order>(entry));
            for (int bit = 0; bit < entry.Length * 8; bit++)
            {
                byte[] damaged = (byte[])entry.Clone();
                damaged[bit / 8] ^= (byte)(1 << (bit % 8));
                Assert.Throws<MessagePackSerializationException>(() => serializer.Deserialize<Order>(damaged));
            }
        }

        [Fact]
        public void TrailingBytes_AreRefused()
        {
            var serializer = new BlockPackFusionCacheSerializer();
            byte[] entry = serializer.Serialize(Order.Make(1));
            byte[] longer = new byte[entry.Length + 1];
            entry.CopyTo(longer, 0);
            Assert.Throws<MessagePackSerializationException>(() => serializer.Deserialize<Order>(longer));
        }

        [Theory]
        [InlineData(98)] // Lz4BlockArray: the declared length of each block sits in the ext header
        [InlineData(99)] // Lz4Block: the ext body begins with the declared uncompressed length
        public void DeclaredTwoGigabyteValue_IsRefusedBeforeAllocating(sbyte typeCode)
        {
            byte[] entry = typeCode == 98 ? HostileBlockArray() : HostileBlock();
            var serializer = new BlockPackFusionCacheSerializer();

            long before = GC.GetAllocatedBytesForCurrentThread();
            Assert.Throws<MessagePackSerializationException>(() => serializer.Deserialize<List<Order>>(entry));
            long allocated = GC.GetAllocatedBytesForCurrentThread() - before;
            Assert.True(allocated < 1 << 20, $"{allocated} bytes allocated refusing a 2 GB declaration");
        }

        /// <summary>array(2) [ ext98 { int32 2^31-1 }, bin { 16 bytes } ]: one block that claims to expand to 2 GB.</summary>
        internal static byte[] HostileBlockArray()
        {
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(buffer);
            writer.WriteArrayHeader(2);
            writer.WriteExtensionFormatHeader(new ExtensionHeader(98, 5));
            writer.WriteInt32(int.MaxValue); // d2 + 4 bytes: always the 5-byte int32 form
            writer.Write(new byte[16]);
            writer.Flush();
            return buffer.WrittenMemory.ToArray();
        }

        /// <summary>ext99 { int32 2^31-1, 16 bytes }: a single block that claims to expand to 2 GB.</summary>
        internal static byte[] HostileBlock()
        {
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(buffer);
            writer.WriteExtensionFormatHeader(new ExtensionHeader(99, 5 + 16));
            writer.WriteInt32(int.MaxValue);
            writer.WriteRaw(new byte[16]);
            writer.Flush();
            return buffer.WrittenMemory.ToArray();
        }
    }
}
