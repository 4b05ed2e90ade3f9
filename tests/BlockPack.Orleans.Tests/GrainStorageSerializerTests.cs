using System;
using System.Linq;
using BlockPack.Orleans.Tests.Model;
using global::Orleans.Serialization;

namespace BlockPack.Orleans.Tests
{
    /// <summary>
    /// BlockPackGrainStorageSerializer: what it stores is BlockPack's checked Lz4BlockArray, and a damaged entry (any
    /// truncation, any single flipped bit, garbage, bytes appended) is refused, never read as a different state.
    /// </summary>
    public sealed class GrainStorageSerializerTests
    {
        private readonly BlockPackGrainStorageSerializer serializer = new();

        internal static OrderBook Book(int orders) => new()
        {
            Orders = Enumerable.Range(0, orders).Select(Order.Create).ToDictionary(o => o.Id),
            Customers = Enumerable.Range(0, orders).Select(i => Order.Create(i).Customer).ToHashSet(),
            Version = orders,
        };

        [Fact]
        public void State_RoundTrips_AsCheckedBlockArray()
        {
            OrderBook book = Book(300);
            byte[] stored = this.serializer.Serialize(book).ToArray();

            // The checked Lz4BlockArray: an array whose first element is ext 97 (docs/format.md).
            var reader = new MessagePackReader(stored);
            reader.ReadArrayHeader();
            Assert.Equal(97, reader.ReadExtensionFormatHeader().TypeCode);
            Assert.Equal(book, MessagePackSerializer.Deserialize<OrderBook>(stored, BlockPackGrainStorageSerializer.DefaultSerializerOptions));
            Assert.Equal(book, this.serializer.Deserialize<OrderBook>(new BinaryData(stored)));
        }

        [Fact]
        public void EveryTruncation_IsRefused()
        {
            byte[] stored = this.serializer.Serialize(Book(40)).ToArray();
            for (int length = 0; length < stored.Length; length++)
            {
                var ex = Assert.ThrowsAny<SerializerException>(() => this.serializer.Deserialize<OrderBook>(new BinaryData(stored.AsMemory(0, length))));
                Assert.Contains(typeof(OrderBook).FullName!, ex.Message, StringComparison.Ordinal);
            }
        }

        [Fact]
        public void EverySingleBitFlip_IsRefused()
        {
            OrderBook book = Book(40);
            byte[] stored = this.serializer.Serialize(book).ToArray();
            for (int bit = 0; bit < stored.Length * 8; bit++)
            {
                byte[] damaged = (byte[])stored.Clone();
                damaged[bit / 8] ^= (byte)(1 << (bit % 8));
                Assert.ThrowsAny<SerializerException>(() => this.serializer.Deserialize<OrderBook>(new BinaryData(damaged)));
            }
        }

        [Fact]
        public void SmallState_IsFramedToo_SoEveryBitFlipIsRefused()
        {
            var small = new Money { Amount = 1m, Currency = "EUR" };
            byte[] stored = this.serializer.Serialize(small).ToArray();
            Assert.True(stored.Length < 64);
            for (int bit = 0; bit < stored.Length * 8; bit++)
            {
                byte[] damaged = (byte[])stored.Clone();
                damaged[bit / 8] ^= (byte)(1 << (bit % 8));
                Assert.ThrowsAny<SerializerException>(() => this.serializer.Deserialize<Money>(new BinaryData(damaged)));
            }
        }

        [Fact]
        public void GarbageAndAppendedBytes_AreRefused()
        {
            byte[] stored = this.serializer.Serialize(Book(5)).ToArray();
            var random = new Random(7);
            for (int i = 0; i < 200; i++)
            {
                byte[] garbage = new byte[random.Next(1, 400)];
                random.NextBytes(garbage);
                Assert.ThrowsAny<SerializerException>(() => this.serializer.Deserialize<OrderBook>(new BinaryData(garbage)));
            }

            var ex = Assert.ThrowsAny<SerializerException>(() => this.serializer.Deserialize<OrderBook>(new BinaryData(stored.Append((byte)0xc0).ToArray())));
            Assert.Contains("after its value", ex.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void EntriesWrittenWithOtherOptions_StillRead()
        {
            OrderBook book = Book(20);
            var plain = new BlockPackGrainStorageSerializer(MessagePackSerializerOptions.Standard);
            var unchecked_ = new BlockPackGrainStorageSerializer(MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray));
            Assert.Equal(book, this.serializer.Deserialize<OrderBook>(plain.Serialize(book)));
            Assert.Equal(book, this.serializer.Deserialize<OrderBook>(unchecked_.Serialize(book)));
            Assert.Equal(book, plain.Deserialize<OrderBook>(this.serializer.Serialize(book)));
        }
    }
}
