using System;
using System.Buffers;
using System.Linq;
using BlockPack.Orleans.Tests.Model;
using global::Orleans.Serialization;
using global::Orleans.Serialization.Buffers;
using global::Orleans.Serialization.Session;
using global::Orleans.Serialization.WireProtocol;
using Microsoft.Extensions.DependencyInjection;

namespace BlockPack.Orleans.Tests
{
    /// <summary>
    /// A peer that sends a truncated or hostile BlockPack value: the read fails with Orleans' serialization exception,
    /// allocates nothing sized by what the peer declares, and the same serializer reads the next good value.
    /// </summary>
    public sealed class HostileInputTests : IDisposable
    {
        private readonly SerializerHost host = new();

        public static TheoryData<string, byte[]> HostileValues => new()
        {
            // An array header declaring 2^31 - 1 elements, and nothing after it.
            { "declared 2 GB array", new byte[] { 0xdd, 0x7f, 0xff, 0xff, 0xff } },

            // A binary declaring 2 GB.
            { "declared 2 GB bin", new byte[] { 0xc6, 0x7f, 0xff, 0xff, 0xff, 1, 2, 3 } },

            // 100,000 nested one-element arrays: far deeper than the 500-level limit (and compressed on the wire).
            { "100,000-deep nesting", Enumerable.Repeat((byte)0x91, 100_000).Append((byte)0xc0).ToArray() },

            // An array of three that holds one element: the value ends early.
            { "truncated value", new byte[] { 0x93, 0x01 } },

            // A string header declaring more bytes than follow.
            { "truncated string", new byte[] { 0xd9, 0x20, 0x61, 0x62 } },

            // Lz4BlockArray framing declaring a 2 GB block.
            { "Lz4BlockArray declaring 2 GB", new byte[] { 0x92, 0xd4, 0x62, 0xc0, 0xc4, 0x01, 0x00 } },
        };

        [Theory]
        [MemberData(nameof(HostileValues))]
        public void HostileValue_FailsWithSerializerException_AndTheNextValueReads(string name, byte[] raw)
        {
            byte[] wire = this.host.Serializer.SerializeToArray(new ForgedValue { Raw = raw });

            long before = GC.GetAllocatedBytesForCurrentThread();
            var ex = Assert.ThrowsAny<SerializerException>(() => this.host.Serializer.Deserialize<ForgedValue>(wire));
            long allocated = GC.GetAllocatedBytesForCurrentThread() - before;

            Assert.IsType<MessagePackSerializationException>(ex.InnerException);
            Assert.Contains(typeof(ForgedValue).FullName!, ex.Message, StringComparison.Ordinal);
            Assert.True(allocated < 4 << 20, $"{name}: {allocated} bytes allocated");

            Order order = Order.Create(3);
            Assert.Equal(order, this.host.Serializer.Deserialize<Order>(this.host.Serializer.SerializeToArray(order)));
        }

        [Fact]
        public void WellFormedForgedValue_Reads()
        {
            // The forging type itself works: the failures above come from the bytes, not from the type.
            byte[] wire = this.host.Serializer.SerializeToArray(new ForgedValue { Raw = new byte[] { 0x93, 1, 2, 3 } });
            ForgedValue back = this.host.Serializer.Deserialize<ForgedValue>(wire)!;
            Assert.Equal(new object[] { (byte)1, (byte)2, (byte)3 }, (object[])back.Decoded!);
        }

        [Fact]
        public void LengthPrefixDeclaringTwoGigabytes_FailsWithoutAllocatingIt()
        {
            byte[] wire = this.Forge(typeof(Order), declaredLength: int.MaxValue, body: new byte[16]);

            long before = GC.GetAllocatedBytesForCurrentThread();
            Exception ex = Assert.ThrowsAny<Exception>(() => this.host.Serializer.Deserialize<Order>(wire));
            long allocated = GC.GetAllocatedBytesForCurrentThread() - before;

            Assert.IsNotType<OutOfMemoryException>(ex);
            Assert.True(allocated < 4 << 20, $"{allocated} bytes allocated for a 2 GB declaration");
        }

        [Fact]
        public void FieldNamingATypeTheCodecDoesNotTake_IsRefused()
        {
            byte[] good = MessagePackSerializer.Serialize(new Envelope<int> { Tag = "x", Payload = 1 });
            byte[] wire = this.Forge(typeof(Uri), declaredLength: (uint)good.Length, body: good);

            var ex = Assert.ThrowsAny<SerializerException>(() => this.host.Serializer.Deserialize<object>(wire));
            Assert.Contains("does not hand to BlockPack", ex.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void BodyWithoutTypeField_IsRefused()
        {
            byte[] wire = this.Forge(null, declaredLength: 1, body: new byte[] { 0xc0 });
            Assert.ThrowsAny<SerializerException>(() => this.host.Serializer.Deserialize<Order>(wire));
        }

        [Fact]
        public void NilBody_IsRefused()
        {
            byte[] wire = this.Forge(typeof(Order), declaredLength: 1, body: new byte[] { 0xc0 });
            var ex = Assert.ThrowsAny<SerializerException>(() => this.host.Serializer.Deserialize<Order>(wire));
            Assert.Contains("nil", ex.Message, StringComparison.Ordinal);
        }

        public void Dispose() => this.host.Dispose();

        /// <summary>
        /// Writes a BlockPack field as the codec lays it out, but with a chosen type (or none), declared length and
        /// body: what a hostile or broken peer could send.
        /// </summary>
        private byte[] Forge(Type? type, uint declaredLength, byte[] body)
        {
            using SerializerSession session = this.host.Services.GetRequiredService<SerializerSessionPool>().GetSession();
            var output = new ArrayBufferWriter<byte>();
            Writer<ArrayBufferWriter<byte>> writer = Writer.Create(output, session);
            writer.WriteFieldHeader(0, typeof(object), typeof(BlockPackCodec), WireType.TagDelimited);
            uint previous = 0;
            if (type is not null)
            {
                writer.WriteFieldHeaderExpected(0, WireType.LengthPrefixed);
                session.TypeCodec.WriteLengthPrefixed(ref writer, type);
            }

            writer.WriteFieldHeaderExpected(1 - previous, WireType.LengthPrefixed);
            writer.WriteVarUInt32(declaredLength);
            writer.Write(body);
            if (declaredLength == body.Length)
            {
                writer.WriteEndObject();
            }

            writer.Commit();
            return output.WrittenSpan.ToArray();
        }
    }
}
