using System;
using System.Buffers;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using BlockPack;
using BlockPack.Tests;
using NATS.Client.Core;
using NATS.Client.Serializers.Json;
using Xunit;

namespace BlockPack.Nats.Tests
{
    /// <summary>The registry and serializer without a server: wire form, empty payloads, bad bytes, the JSON fallback.</summary>
    public class SerializerTests
    {
        private readonly BlockPackNatsSerializerRegistry registry = new();

        public static IEnumerable<object[]> NatsBuiltInSamples() => new[]
        {
            new object[] { new byte[] { 1, 2, 3, 0xC1 } },
            new object[] { "héllo, nats" },
            new object[] { 42 },
            new object[] { -7L },
            new object[] { 3.5 },
            new object[] { 12.75m },
            new object[] { true },
            new object[] { Guid.Parse("0f8fad5b-d9cb-469f-a165-70867728950e") },
            new object[] { new DateTime(2026, 11, 28, 14, 0, 0, DateTimeKind.Utc) },
            new object[] { TimeSpan.FromSeconds(90) },
            new object[] { new DateTimeOffset(2026, 11, 28, 14, 0, 0, TimeSpan.FromHours(1)) },
            new object[] { new Memory<byte>(new byte[] { 5, 6 }) },
            new object[] { new ReadOnlyMemory<byte>(new byte[] { 7 }) },
            new object[] { 1.5f },
            new object[] { (byte)200 },
            new object[] { (sbyte)-3 },
            new object[] { (short)-300 },
            new object[] { 4_000_000_000u },
            new object[] { ulong.MaxValue },
        };

        [Fact]
        public void Nullable_primitives_and_memory_owners_keep_the_NATS_default_too()
        {
            Assert.Same(NatsDefaultSerializer<int?>.Default, this.registry.GetSerializer<int?>());
            Assert.Equal(Encoding.UTF8.GetBytes("5"), WriteWith<int?>(this.registry, 5));
            Assert.Same(NatsDefaultSerializer<IMemoryOwner<byte>>.Default, this.registry.GetDeserializer<IMemoryOwner<byte>>());
            using IMemoryOwner<byte> owner = this.registry.GetDeserializer<IMemoryOwner<byte>>().Deserialize(new ReadOnlySequence<byte>(new byte[] { 1, 2, 3 }))!;
            Assert.Equal(new byte[] { 1, 2, 3 }, owner.Memory.ToArray());
            Assert.Same(NatsDefaultSerializer<NatsMemoryOwner<byte>>.Default, this.registry.GetSerializer<NatsMemoryOwner<byte>>());
        }

        [Theory]
        [MemberData(nameof(NatsBuiltInSamples))]
        public void Types_the_NATS_default_registry_writes_keep_its_wire_form(object sample)
        {
            byte[] ours = (byte[])typeof(SerializerTests).GetMethod(nameof(WriteWith), System.Reflection.BindingFlags.NonPublic | System.Reflection.BindingFlags.Static)!
                .MakeGenericMethod(sample.GetType()).Invoke(null, new object[] { this.registry, sample })!;
            byte[] nats = (byte[])typeof(SerializerTests).GetMethod(nameof(WriteWith), System.Reflection.BindingFlags.NonPublic | System.Reflection.BindingFlags.Static)!
                .MakeGenericMethod(sample.GetType()).Invoke(null, new object[] { NatsDefaultSerializerRegistry.Default, sample })!;
            Assert.Equal(nats, ours);
        }

        [Fact]
        public void Raw_buffers_and_strings_go_as_they_are()
        {
            Assert.Equal(new byte[] { 1, 2, 3, 0xC1 }, WriteWith(this.registry, new byte[] { 1, 2, 3, 0xC1 }));
            Assert.Equal(new byte[] { 9, 8 }, WriteWith(this.registry, new ReadOnlySequence<byte>(new byte[] { 9, 8 })));
            Assert.Equal(Encoding.UTF8.GetBytes("héllo"), WriteWith(this.registry, "héllo"));
            Assert.Equal("héllo", this.registry.GetDeserializer<string>().Deserialize(new ReadOnlySequence<byte>(Encoding.UTF8.GetBytes("héllo"))));
            Assert.Equal(new byte[] { 0xC1, 7 }, this.registry.GetDeserializer<byte[]>().Deserialize(new ReadOnlySequence<byte>(new byte[] { 0xC1, 7 })));
        }

        [Fact]
        public void A_type_the_NATS_default_registry_refuses_is_written_by_BlockPack()
        {
            // char is not among NATS' UTF-8 primitives: its default serializer throws, BlockPack writes a msgpack integer.
            Assert.Throws<NatsException>(() => WriteWith(NatsDefaultSerializerRegistry.Default, 'A'));
            Assert.Equal(new byte[] { 0x41 }, WriteWith(this.registry, 'A'));
            Assert.Throws<NatsException>(() => WriteWith(NatsDefaultSerializerRegistry.Default, new Point { X = 1, Y = 2 }));
            Assert.IsType<BlockPackNatsSerializer<Point>>(this.registry.GetSerializer<Point>());
        }

        [Fact]
        public void A_small_value_is_plain_MessagePack()
        {
            // [1, 2] as a fixarray of two positive fixints, written by hand from the MessagePack specification.
            Assert.Equal(new byte[] { 0x92, 0x01, 0x02 }, WriteWith(this.registry, new Point { X = 1, Y = 2 }));
        }

        [Fact]
        public void A_value_above_the_threshold_is_an_Lz4_block_array_and_smaller()
        {
            Shipment shipment = Shipment.Make(5, 12);
            byte[] wire = WriteWith(this.registry, shipment);
            byte[] plain = MessagePackSerializer.Serialize(shipment, MessagePackSerializerOptions.Standard);
            Assert.True(plain.Length > MessagePackSerializerOptions.DefaultCompressionMinLength);
            AssertLz4BlockArray(wire);
            Assert.True(wire.Length < plain.Length / 2, $"{wire.Length} bytes compressed vs {plain.Length} plain");
            Assert.Equal(shipment, this.registry.GetDeserializer<Shipment>().Deserialize(new ReadOnlySequence<byte>(wire)));
        }

        [Fact]
        public void A_payload_split_across_segments_reads_back()
        {
            foreach (int lines in new[] { 0, 12, 3000 })
            {
                Shipment shipment = Shipment.Make(lines, lines);
                byte[] wire = WriteWith(this.registry, shipment);
                int third = wire.Length / 3;
                ReadOnlySequence<byte> split = SegmentedSequence.Of(wire[..third], wire[third..(2 * third)], wire[(2 * third)..]);
                Assert.Equal(shipment, this.registry.GetDeserializer<Shipment>().Deserialize(split));
            }
        }

        [Fact]
        public void An_empty_payload_reads_as_default_like_the_NATS_JSON_serializer()
        {
            Assert.Null(NatsJsonSerializer<Shipment>.Default.Deserialize(ReadOnlySequence<byte>.Empty));
            Assert.Null(this.registry.GetDeserializer<Shipment>().Deserialize(ReadOnlySequence<byte>.Empty));
        }

        [Fact]
        public void Null_is_written_as_MessagePack_nil_and_read_back()
        {
            byte[] wire = WriteWith<Shipment?>(this.registry, null);
            Assert.Equal(new byte[] { 0xC0 }, wire);
            Assert.Null(this.registry.GetDeserializer<Shipment?>().Deserialize(new ReadOnlySequence<byte>(wire)));
        }

        public static IEnumerable<object[]> BadPayloads()
        {
            byte[] compressed = WriteWith(new BlockPackNatsSerializerRegistry(), Shipment.Make(1, 12));
            byte[] plain = MessagePackSerializer.Serialize(Shipment.Make(1, 2), MessagePackSerializerOptions.Standard);
            return new[]
            {
                new object[] { "never used code 0xC1", new byte[] { 0xC1 } },
                new object[] { "truncated block array", compressed[..^5] },
                new object[] { "truncated plain value", plain[..^3] },
                new object[] { "trailing bytes", plain.Append((byte)0x01).ToArray() },
                new object[] { "bin 32 claiming 2 GB", new byte[] { 0xC6, 0x7F, 0xFF, 0xFF, 0xFF, 0x00 } },
                new object[] { "array claiming 4 billion items", new byte[] { 0xDD, 0xFF, 0xFF, 0xFF, 0xFF } },
                new object[] { "wrong shape (a string)", new byte[] { 0xA3, (byte)'a', (byte)'b', (byte)'c' } },
                new object[] { "JSON without a fallback", Encoding.UTF8.GetBytes("{\"Id\":1}") },
                new object[] { "block array with a corrupted block", Corrupt(compressed) },
            };
        }

        [Theory]
        [MemberData(nameof(BadPayloads))]
        public void Bad_bytes_throw_MessagePackSerializationException(string what, byte[] payload)
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() => this.registry.GetDeserializer<Shipment>().Deserialize(new ReadOnlySequence<byte>(payload)));
            Assert.False(string.IsNullOrEmpty(ex.Message), what);
        }

        [Fact]
        public void The_JSON_fallback_reads_what_the_NATS_JSON_serializer_wrote_and_BlockPack_still_reads_BlockPack()
        {
            var migrating = new BlockPackNatsSerializerRegistry(jsonFallback: NatsJsonSerializerRegistry.Default);
            foreach (int lines in new[] { 0, 12 })
            {
                Shipment shipment = Shipment.Make(7 + lines, lines);
                byte[] json = WriteWith(NatsJsonSerializerRegistry.Default, shipment);
                byte[] blockPack = WriteWith(migrating, shipment);
                Assert.Equal((byte)'{', json[0]);
                Assert.Equal(shipment, migrating.GetDeserializer<Shipment>().Deserialize(new ReadOnlySequence<byte>(json)));
                Assert.Equal(shipment, migrating.GetDeserializer<Shipment>().Deserialize(new ReadOnlySequence<byte>(blockPack)));
                Assert.Equal(blockPack, WriteWith(this.registry, shipment));
            }

            // A JSON array with leading whitespace, split so the first segment is empty.
            List<Shipment> list = new() { Shipment.Make(1, 0), Shipment.Make(2, 1) };
            byte[] text = Encoding.UTF8.GetBytes(" \n").Concat(WriteWith(NatsJsonSerializerRegistry.Default, list)).ToArray();
            Assert.Equal(list, migrating.GetDeserializer<List<Shipment>>().Deserialize(SegmentedSequence.Of(Array.Empty<byte>(), text[..1], text[1..])));
        }

        [Fact]
        public void The_registry_hands_out_one_serializer_per_type_and_registry()
        {
            var checkedRegistry = new BlockPackNatsSerializerRegistry(BlockPackNatsSerializerRegistry.DefaultSerializerOptions.WithBlockChecksums());
            Assert.Same(this.registry.GetSerializer<Shipment>(), this.registry.GetDeserializer<Shipment>());
            Assert.Same(checkedRegistry.GetSerializer<Shipment>(), checkedRegistry.GetSerializer<Shipment>());
            Assert.Same(this.registry.GetSerializer<Shipment>(), this.registry.GetSerializer<Shipment>());
            Assert.NotSame(this.registry.GetSerializer<Shipment>(), checkedRegistry.GetSerializer<Shipment>());
            Assert.True(((BlockPackNatsSerializer<Shipment>)checkedRegistry.GetSerializer<Shipment>()).SerializerOptions.BlockChecksums);

            // Checksummed payloads read with either registry (the framing names itself); a flipped bit is refused.
            byte[] wire = WriteWith(checkedRegistry, Shipment.Make(3, 12));
            Assert.Equal(Shipment.Make(3, 12), this.registry.GetDeserializer<Shipment>().Deserialize(new ReadOnlySequence<byte>(wire)));
            wire[^3] ^= 0x10;
            Assert.Throws<MessagePackSerializationException>(() => checkedRegistry.GetDeserializer<Shipment>().Deserialize(new ReadOnlySequence<byte>(wire)));
        }

        [Fact]
        public void Uncompressed_options_still_read_compressed_payloads()
        {
            var plainRegistry = new BlockPackNatsSerializerRegistry(MessagePackSerializerOptions.Standard);
            Shipment shipment = Shipment.Make(11, 12);
            byte[] plain = WriteWith(plainRegistry, shipment);
            Assert.Equal(MessagePackSerializer.Serialize(shipment, MessagePackSerializerOptions.Standard), plain);
            Assert.Equal(shipment, plainRegistry.GetDeserializer<Shipment>().Deserialize(new ReadOnlySequence<byte>(WriteWith(this.registry, shipment))));
        }

        [Fact]
        public void WithBlockPackSerializer_sets_the_registry_and_keeps_the_other_options()
        {
            NatsOpts opts = (NatsOpts.Default with { Name = "svc" }).WithBlockPackSerializer(MessagePackSerializerOptions.Standard);
            var set = Assert.IsType<BlockPackNatsSerializerRegistry>(opts.SerializerRegistry);
            Assert.Same(MessagePackSerializerOptions.Standard, set.SerializerOptions);
            Assert.Equal("svc", opts.Name);
            Assert.Same(BlockPackNatsSerializerRegistry.DefaultSerializerOptions, NatsOpts.Default.WithBlockPackSerializer().SerializerRegistry is BlockPackNatsSerializerRegistry r ? r.SerializerOptions : null);
            Assert.Equal(MessagePackSecurity.UntrustedData.MaximumDecompressedSize, BlockPackNatsSerializerRegistry.DefaultSerializerOptions.Security.MaximumDecompressedSize);
            Assert.Equal(MessagePackCompression.Lz4BlockArray, BlockPackNatsSerializerRegistry.DefaultSerializerOptions.Compression);
            Assert.Throws<ArgumentNullException>(() => ((NatsOpts)null!).WithBlockPackSerializer());
            Assert.Throws<ArgumentNullException>(() => this.registry.GetSerializer<Shipment>().Serialize(null!, Shipment.Make(1, 0)));
        }

        /// <summary>Checks the Lz4BlockArray framing of docs/format.md: an array whose first item is an ext of type 98.</summary>
        internal static void AssertLz4BlockArray(byte[] wire)
        {
            var reader = new MessagePackReader(wire);
            Assert.Equal(MessagePackType.Array, reader.NextMessagePackType);
            Assert.True(reader.ReadArrayHeader() >= 2);
            Assert.Equal(98, reader.ReadExtensionFormatHeader().TypeCode);
        }

        internal static byte[] WriteWith<T>(INatsSerializerRegistry registry, T value)
        {
            var buffer = new ArrayBufferWriter<byte>();
            registry.GetSerializer<T>().Serialize(buffer, value);
            return buffer.WrittenSpan.ToArray();
        }

        private static byte[] Corrupt(byte[] compressed)
        {
            byte[] copy = (byte[])compressed.Clone();
            for (int i = copy.Length - 20; i < copy.Length; i++)
            {
                copy[i] = 0xFF;
            }

            return copy;
        }
    }
}
