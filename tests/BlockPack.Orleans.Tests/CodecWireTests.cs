using System;
using System.Buffers;
using System.Collections.Generic;
using System.Linq;
using BlockPack.Orleans.Tests.Model;

namespace BlockPack.Orleans.Tests
{
    /// <summary>
    /// What the codec puts on Orleans' wire, checked against BlockPack's own output for the same value computed
    /// independently of Orleans: plain msgpack below the small-value threshold, an Lz4BlockArray above it.
    /// </summary>
    public sealed class CodecWireTests : IDisposable
    {
        private static readonly MessagePackSerializerOptions Plain = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.None);
        private readonly SerializerHost host = new();

        [Fact]
        public void SmallValue_TravelsAsPlainMsgpack()
        {
            var value = new Envelope<int> { Tag = "a value of about forty bytes", Payload = 40 };
            byte[] plain = MessagePackSerializer.Serialize(value, Plain);
            Assert.InRange(plain.Length, 30, MessagePackSerializerOptions.DefaultCompressionMinLength - 1);

            byte[] wire = this.host.Serializer.SerializeToArray(value);

            Assert.True(Bytes.Contains(wire, plain), "the plain msgpack of the value is on the wire");
            Assert.True(Bytes.ContainsAscii(wire, BlockPackCodec.WellKnownAlias), "the field names the BlockPack codec");
            // Besides the value: the field headers and, the first time in a message, the value's type name.
            Assert.InRange(wire.Length, plain.Length, plain.Length + 160);
            Assert.Equal(value, this.host.Serializer.Deserialize<Envelope<int>>(wire));
        }

        [Fact]
        public void OneMegabyteValue_TravelsAsLz4BlockArray()
        {
            Report report = Report.Create(1 << 20);
            byte[] plain = MessagePackSerializer.Serialize(report, Plain);

            // BlockPack alone, writing into the kind of buffer the codec writes into: where BlockPack cuts blocks
            // depends on the spans its output hands out, so an array or another buffer writer can give other bytes.
            using var expected = new Buffers.ChunkedBuffer();
            MessagePackSerializer.Serialize(expected, report, BlockPackCodecOptions.DefaultSerializerOptions);
            byte[] compressed = expected.AsSequence().ToArray();

            // Lz4BlockArray: an array whose first element is ext 98 holding the blocks' plain lengths.
            Assert.Equal(0xdc, compressed[0]);
            Assert.Equal([0xc7, 0x51, 0x62], compressed.AsSpan(3, 3).ToArray());
            Assert.True(compressed.Length < plain.Length / 2);

            byte[] wire = this.host.Serializer.SerializeToArray(report);

            Assert.True(Bytes.Contains(wire, compressed), "the value's Lz4BlockArray bytes are on the wire");
            Assert.False(Bytes.Contains(wire, plain.AsSpan(0, 4096)), "the plain bytes are not");
            Assert.InRange(wire.Length, compressed.Length, compressed.Length + 160);
            Assert.Equal(report, MessagePackSerializer.Deserialize<Report>(compressed, BlockPackCodecOptions.DefaultSerializerOptions));
            Assert.Equal(report, this.host.Serializer.Deserialize<Report>(wire));
        }

        [Fact]
        public void EveryShape_RoundTrips()
        {
            OrleansSerializer serializer = this.host.Serializer;
            Order order = Order.Create(5);
            Assert.Equal(order, serializer.Deserialize<Order>(serializer.SerializeToArray(order)));

            IShape circle = new Circle(2.5);
            IShape square = new Square(3);
            Assert.Equal(circle, serializer.Deserialize<IShape>(serializer.SerializeToArray(circle)));
            Assert.Equal(square, serializer.Deserialize<IShape>(serializer.SerializeToArray(square)));

            var envelope = new Envelope<Order> { Tag = "generic", Payload = order };
            Assert.Equal(envelope, serializer.Deserialize<Envelope<Order>>(serializer.SerializeToArray(envelope)));

            List<Order> orders = Enumerable.Range(0, 100).Select(Order.Create).ToList();
            Assert.Equal(orders, serializer.Deserialize<List<Order>>(serializer.SerializeToArray(orders)));

            Dictionary<string, Order> byKey = orders.ToDictionary(o => "k" + o.Id);
            Assert.Equal(byKey, serializer.Deserialize<Dictionary<string, Order>>(serializer.SerializeToArray(byKey)));

            var book = new OrderBook { Orders = orders.ToDictionary(o => o.Id), Customers = orders.Select(o => o.Customer).ToHashSet(), Version = 9 };
            Assert.Equal(book, serializer.Deserialize<OrderBook>(serializer.SerializeToArray(book)));
        }

        [Fact]
        public void SameObjectTwice_KeepsItsIdentity()
        {
            // Orleans' reference tracking sees the codec's values: one object referenced twice comes back as one.
            Order order = Order.Create(1);
            var pair = new List<Order> { order, order };
            List<Order> back = this.host.Serializer.Deserialize<List<Order>>(this.host.Serializer.SerializeToArray(pair))!;
            Assert.Equal(order, back[0]);
            Assert.Same(back[0], back[1]);
        }

        [Fact]
        public void GenerateSerializerType_StaysWithOrleans()
        {
            byte[] own = this.host.Serializer.SerializeToArray(new OrleansOwnOrder { Id = 1, Customer = "ada" });
            Assert.False(Bytes.ContainsAscii(own, BlockPackCodec.WellKnownAlias));

            byte[] both = this.host.Serializer.SerializeToArray(new BothAttributesOrder { Id = 1, Customer = "ada" });
            Assert.False(Bytes.ContainsAscii(both, BlockPackCodec.WellKnownAlias), "Orleans' generated codec wins over the generalized one");
        }

        [Fact]
        public void DataContractTypes_AreTakenOnlyWhenAsked()
        {
            var codec = (global::Orleans.Serialization.Serializers.IGeneralizedCodec)this.host.Services.GetService(typeof(BlockPackCodec))!;
            Assert.False(codec.IsSupportedType(typeof(ContractOrder)));
            Assert.True(codec.IsSupportedType(typeof(Order)));
            Assert.True(codec.IsSupportedType(typeof(ForgedValue)), "the isSerializable predicate adds types");
            Assert.False(codec.IsSupportedType(typeof(OrleansOwnOrder)));

            using var withContracts = new SerializerHost(o => o.IncludeDataContractTypes = true);
            var value = new ContractOrder { Id = 3, Customer = "grace" };
            byte[] wire = withContracts.Serializer.SerializeToArray(value);
            Assert.True(Bytes.Contains(wire, MessagePackSerializer.Serialize(value, Plain)));
            ContractOrder back = withContracts.Serializer.Deserialize<ContractOrder>(wire)!;
            Assert.Equal((3, "grace"), (back.Id, back.Customer));
        }

        [Fact]
        public void OptionsPredicate_CanRefuseAnAttributedType()
        {
            using var refusing = new SerializerHost(o => o.IsSerializableType = t => t == typeof(Order) ? false : null);
            var codec = (global::Orleans.Serialization.Serializers.IGeneralizedCodec)refusing.Services.GetService(typeof(BlockPackCodec))!;
            Assert.False(codec.IsSupportedType(typeof(Order)));
            Assert.True(codec.IsSupportedType(typeof(Report)));
        }

        public void Dispose() => this.host.Dispose();
    }
}
