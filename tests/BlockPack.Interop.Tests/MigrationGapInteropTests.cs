#if MESSAGEPACK_V3
// Pinned against MessagePack-CSharp 3.1.12, the version the migration gaps were reported against; 2.5.305 differs
// in several of them (its ReadDateTime, JSON depth and typeless ConvertToJson behave as BlockPack did before).
using System;
using System.Buffers;
using System.Buffers.Binary;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// Issue 36: behaviours where MessagePack-CSharp's own suite, run against BlockPack, found a difference a migrating
    /// user can hit; each pinned against the real library (docs/migration.md lists what remains different).
    /// </summary>
    public class MigrationGapInteropTests
    {
        [Theory]
        [InlineData("c705ff")] // ext8, length 5, type -1, data missing
        [InlineData("c710ff")] // ext8, length 16, data missing
        [InlineData("d5ff0000")] // fixext2
        [InlineData("d8ff00000000000000000000000000000000")] // fixext16
        public void A_timestamp_with_a_bad_length_is_a_MessagePackSerializationException_in_both(string hex)
        {
            byte[] bytes = Convert.FromHexString(hex);
            Assert.Throws<M.MessagePackSerializationException>(() => new M.MessagePackReader(bytes).ReadDateTime());
            Assert.Throws<B.MessagePackSerializationException>(() => new B.MessagePackReader(bytes).ReadDateTime());
        }

        [Theory]
        [InlineData("[1,,2]")]
        [InlineData("[1,2,,]")]
        [InlineData("{\"a\":1,,\"b\":2}")]
        [InlineData("[,1]")]
        [InlineData(",,[1]")]
        [InlineData("[ , , ]")]
        public void ConvertFromJson_skips_a_run_of_separators_as_MessagePackCSharp_does(string json)
        {
            Assert.Equal(Convert.ToHexString(M.MessagePackSerializer.ConvertFromJson(json)), Convert.ToHexString(B.MessagePackSerializer.ConvertFromJson(json)));
        }

        [Fact]
        public void ConvertFromJson_past_the_depth_limit_throws_InsufficientExecutionStackException_in_both()
        {
            string deep = new string('[', 600) + new string(']', 600);
            Assert.Throws<InsufficientExecutionStackException>(() => M.MessagePackSerializer.ConvertFromJson(deep));
            Assert.Throws<InsufficientExecutionStackException>(() => B.MessagePackSerializer.ConvertFromJson(deep));
        }

        [Fact]
        public void ConvertToJson_of_nested_typeless_extensions_stops_at_the_depth_limit_in_both()
        {
            byte[] deep = NestedTypeless(5_000);
            Exception theirs = Assert.ThrowsAny<Exception>(() => M.MessagePackSerializer.ConvertToJson(deep));
            Exception ours = Assert.ThrowsAny<Exception>(() => B.MessagePackSerializer.ConvertToJson(deep));
            Assert.Equal(theirs.GetType().Name, ours.GetType().Name);
            Assert.Equal(theirs.InnerException?.GetType(), ours.InnerException?.GetType());

            // Within the limit both show the same text.
            byte[] shallow = NestedTypeless(3);
            Assert.Equal(M.MessagePackSerializer.ConvertToJson(shallow), B.MessagePackSerializer.ConvertToJson(shallow));
        }

        [Fact]
        public void WithSecurity_of_the_current_settings_returns_the_same_instance_in_both()
        {
            M.MessagePackSerializerOptions theirs = M.MessagePackSerializerOptions.Standard;
            B.MessagePackSerializerOptions ours = B.MessagePackSerializerOptions.Standard;
            Assert.Same(theirs, theirs.WithSecurity(theirs.Security));
            Assert.Same(ours, ours.WithSecurity(ours.Security));

            // The presets differ (docs/migration.md): MessagePack-CSharp's Standard is TrustedData, BlockPack's UntrustedData.
            Assert.Same(M.MessagePackSecurity.TrustedData, theirs.Security);
            Assert.Same(B.MessagePackSecurity.UntrustedData, ours.Security);
        }

        [Fact]
        public void The_decompressed_size_limit_message_says_it_exceeds_the_configured_maximum()
        {
            // Written by MessagePack-CSharp, so the framing is the real library's; read by BlockPack under a small limit.
            byte[] compressed = M.MessagePackSerializer.Serialize(new int[10_000], M.MessagePackSerializerOptions.Standard.WithCompression(M.MessagePackCompression.Lz4BlockArray));
            var options = B.MessagePackSerializerOptions.Standard.WithCompression(B.MessagePackCompression.Lz4BlockArray).WithSecurity(B.MessagePackSecurity.UntrustedData.WithMaximumDecompressedSize(1000));
            var error = Assert.Throws<B.MessagePackSerializationException>(() => B.MessagePackSerializer.Deserialize<int[]>(compressed, options));
            Assert.True(error.ToString().Contains("exceeds the configured maximum", StringComparison.Ordinal), error.ToString());
        }

        [Theory]
        [InlineData(false)]
        [InlineData(true)]
        public void A_corrupt_LZ4_block_is_reported_as_corrupted_in_both(bool blockArray)
        {
            // The block's first literal run claims 15 + 20 × 255 bytes, more than the 4,096 the frame declares, so
            // neither library can decode it. Code that looks for MessagePack-CSharp's wording must find it here too.
            byte[] block = new byte[1 + 20 + 1];
            block[0] = 0xF0;
            block.AsSpan(1, 20).Fill(0xFF);
            byte[] payload = blockArray ? Lz4BlockArrayFrame(block, 4096) : Lz4BlockFrame(block, 4096);

            var theirs = Assert.Throws<M.MessagePackSerializationException>(() => M.MessagePackSerializer.Deserialize<object>(
                payload, M.MessagePackSerializerOptions.Standard.WithCompression(blockArray ? M.MessagePackCompression.Lz4BlockArray : M.MessagePackCompression.Lz4Block)));
            var ours = Assert.Throws<B.MessagePackSerializationException>(() => B.MessagePackSerializer.Deserialize<object>(
                payload, B.MessagePackSerializerOptions.Standard.WithCompression(blockArray ? B.MessagePackCompression.Lz4BlockArray : B.MessagePackCompression.Lz4Block)));
            Assert.True(theirs.ToString().Contains("LZ4 block is corrupted", StringComparison.Ordinal), theirs.ToString());
            Assert.True(ours.ToString().Contains("LZ4 block is corrupted", StringComparison.Ordinal), ours.ToString());
        }

        [Fact]
        public void DynamicEnumResolver_writes_enums_and_nullable_enums_as_numbers_and_passes_on_other_types_in_both()
        {
            // Composed without a standard resolver, as code that builds its own resolver chain does.
            var theirs = M.MessagePackSerializerOptions.Standard.WithResolver(
                M.Resolvers.CompositeResolver.Create(M.Resolvers.BuiltinResolver.Instance, M.Resolvers.DynamicEnumResolver.Instance));
            var ours = B.MessagePackSerializerOptions.Standard.WithResolver(
                B.Resolvers.CompositeResolver.Create(B.Resolvers.BuiltinResolver.Instance, B.Resolvers.DynamicEnumResolver.Instance));

            foreach (Shade? value in new Shade?[] { Shade.Light, Shade.Dark, (Shade)12345, null })
            {
                string theirBytes = Convert.ToHexString(M.MessagePackSerializer.Serialize(value, theirs));
                Assert.Equal(theirBytes, Convert.ToHexString(B.MessagePackSerializer.Serialize(value, ours)));
                Assert.Equal(value, B.MessagePackSerializer.Deserialize<Shade?>(Convert.FromHexString(theirBytes), ours));
                if (value is Shade plain)
                {
                    Assert.Equal(Convert.ToHexString(M.MessagePackSerializer.Serialize(plain, theirs)), Convert.ToHexString(B.MessagePackSerializer.Serialize(plain, ours)));
                }
            }

            Assert.Null(M.Resolvers.DynamicEnumResolver.Instance.GetFormatter<string>());
            Assert.Null(B.Resolvers.DynamicEnumResolver.Instance.GetFormatter<string>());
            Assert.Null(M.Resolvers.DynamicEnumResolver.Instance.GetFormatter<int?>());
            Assert.Null(B.Resolvers.DynamicEnumResolver.Instance.GetFormatter<int?>());
        }

        [Fact]
        public void Typeless_writes_an_interface_typed_member_with_its_runtime_type_as_MessagePackCSharp_does()
        {
            var value = new WithInterfaceMember { Shape = new Circle { Radius = 2.5 } };
            byte[] theirs = M.MessagePackSerializer.Serialize(value, M.Resolvers.TypelessContractlessStandardResolver.Options);
            byte[] ours = B.MessagePackSerializer.Serialize(value, B.Resolvers.TypelessContractlessStandardResolver.Options);

            Assert.Equal(Convert.ToHexString(theirs), Convert.ToHexString(ours));
            var read = B.MessagePackSerializer.Deserialize<WithInterfaceMember>(theirs, B.Resolvers.TypelessContractlessStandardResolver.Options.WithSecurity(B.MessagePackSecurity.TrustedData));
            Assert.Equal(2.5, Assert.IsType<Circle>(read.Shape).Radius);
        }

        [Fact]
        public void A_resolver_that_replaces_the_string_formatter_reads_string_and_object_members_through_it_in_both()
        {
            // Interning through the resolver (not per member): every string member and every string read as object shares one instance.
            var theirOptions = M.MessagePackSerializerOptions.Standard.WithResolver(
                M.Resolvers.CompositeResolver.Create(new M.Formatters.IMessagePackFormatter[] { new M.Formatters.StringInterningFormatter() }, new M.IFormatterResolver[] { M.Resolvers.StandardResolver.Instance }));
            var ourOptions = B.MessagePackSerializerOptions.Standard.WithResolver(
                B.Resolvers.CompositeResolver.Create(new B.Formatters.IMessagePackFormatter[] { new B.Formatters.StringInterningFormatter() }, new B.IFormatterResolver[] { B.Resolvers.StandardResolver.Instance }));
            var value = new NamedThing { Name = new string('n', 3), Note = new string('o', 3), Inner = new NamedThing { Name = "inner-name" } };

            NamedThing theirFirst = M.MessagePackSerializer.Deserialize<NamedThing>(M.MessagePackSerializer.Serialize(value, theirOptions), theirOptions);
            NamedThing theirSecond = M.MessagePackSerializer.Deserialize<NamedThing>(M.MessagePackSerializer.Serialize(value, theirOptions), theirOptions);
            NamedThing ourFirst = B.MessagePackSerializer.Deserialize<NamedThing>(B.MessagePackSerializer.Serialize(value, ourOptions), ourOptions);
            NamedThing ourSecond = B.MessagePackSerializer.Deserialize<NamedThing>(B.MessagePackSerializer.Serialize(value, ourOptions), ourOptions);

            Assert.Same(theirFirst.Name, theirSecond.Name);
            Assert.Same(theirFirst.Note, theirSecond.Note);
            Assert.Same(theirFirst.Inner!.Name, theirSecond.Inner!.Name);
            Assert.Same(ourFirst.Name, ourSecond.Name);
            Assert.Same(ourFirst.Note, ourSecond.Note);
            Assert.Same(ourFirst.Inner!.Name, ourSecond.Inner!.Name);
        }

        [Fact]
        public void A_replaced_string_formatter_is_asked_for_the_same_members_and_directions_in_both()
        {
            // A formatter that marks what passed through it shows exactly where each library asks the resolver.
            var theirOptions = M.MessagePackSerializerOptions.Standard.WithResolver(
                M.Resolvers.CompositeResolver.Create(new M.Formatters.IMessagePackFormatter[] { new TheirMarkingStringFormatter() }, new M.IFormatterResolver[] { M.Resolvers.StandardResolver.Instance }));
            var ourOptions = B.MessagePackSerializerOptions.Standard.WithResolver(
                B.Resolvers.CompositeResolver.Create(new B.Formatters.IMessagePackFormatter[] { new OurMarkingStringFormatter() }, new B.IFormatterResolver[] { B.Resolvers.StandardResolver.Instance }));
            var value = new NamedThing { Name = "a", Note = "b", Inner = new NamedThing { Name = "c", Note = 4 } };

            byte[] theirs = M.MessagePackSerializer.Serialize(value, theirOptions);
            byte[] ours = B.MessagePackSerializer.Serialize(value, ourOptions);
            Assert.Equal(Convert.ToHexString(theirs), Convert.ToHexString(ours));

            NamedThing theirRead = M.MessagePackSerializer.Deserialize<NamedThing>(theirs, theirOptions);
            NamedThing ourRead = B.MessagePackSerializer.Deserialize<NamedThing>(ours, ourOptions);
            Assert.Equal(theirRead.Name, ourRead.Name);
            Assert.Equal(theirRead.Note, ourRead.Note);
            Assert.Equal(theirRead.Inner!.Name, ourRead.Inner!.Name);
            Assert.Equal(theirRead.Inner.Note, ourRead.Inner!.Note);

            // What that is, written out: string members go through the formatter both ways; strings typed object only when read.
            Assert.Equal("r:w:a", ourRead.Name);
            Assert.Equal("r:b", ourRead.Note);
            Assert.Equal("r:w:c", ourRead.Inner.Name);
        }

        /// <summary>An Lz4Block frame: extension 99 holding the decompressed length (int32) and the block.</summary>
        private static byte[] Lz4BlockFrame(byte[] block, int decompressedLength)
        {
            int bodyLength = 5 + block.Length;
            var frame = new byte[6 + bodyLength];
            frame[0] = 0xC9;
            BinaryPrimitives.WriteInt32BigEndian(frame.AsSpan(1), bodyLength);
            frame[5] = 99;
            frame[6] = 0xD2;
            BinaryPrimitives.WriteInt32BigEndian(frame.AsSpan(7), decompressedLength);
            block.CopyTo(frame, 11);
            return frame;
        }

        /// <summary>An Lz4BlockArray frame of one block: [ext8 98 holding the length (int32), bin32 block].</summary>
        private static byte[] Lz4BlockArrayFrame(byte[] block, int decompressedLength)
        {
            var frame = new byte[1 + 3 + 5 + 5 + block.Length];
            frame[0] = 0x92;
            frame[1] = 0xC7;
            frame[2] = 5;
            frame[3] = 98;
            frame[4] = 0xD2;
            BinaryPrimitives.WriteInt32BigEndian(frame.AsSpan(5), decompressedLength);
            frame[9] = 0xC6;
            BinaryPrimitives.WriteInt32BigEndian(frame.AsSpan(10), block.Length);
            block.CopyTo(frame, 14);
            return frame;
        }

        /// <summary>Typeless extensions (code 100) each holding the type name "T" and then the next one; nil innermost.</summary>
        private static byte[] NestedTypeless(int depth)
        {
            byte[] value = { 0xC0 };
            for (int i = 0; i < depth; i++)
            {
                var next = new byte[6 + 2 + value.Length];
                next[0] = 0xC9; // ext32
                BinaryPrimitives.WriteUInt32BigEndian(next.AsSpan(1), (uint)(2 + value.Length));
                next[5] = 100;
                next[6] = 0xA1; // "T"
                next[7] = (byte)'T';
                value.CopyTo(next, 8);
                value = next;
            }

            return value;
        }

        [M.MessagePackObject]
        [B.MessagePackObject]
        public sealed class NamedThing
        {
            [M.Key(0)]
            [B.Key(0)]
            public string? Name { get; set; }

            [M.Key(1)]
            [B.Key(1)]
            public object? Note { get; set; }

            [M.Key(2)]
            [B.Key(2)]
            public NamedThing? Inner { get; set; }
        }

        /// <summary>Writes "w:" before each string and reads "r:" before it, so a test sees where it was used.</summary>
        public sealed class TheirMarkingStringFormatter : M.Formatters.IMessagePackFormatter<string?>
        {
            public void Serialize(ref M.MessagePackWriter writer, string? value, M.MessagePackSerializerOptions options) => writer.Write(value is null ? null : "w:" + value);

            public string? Deserialize(ref M.MessagePackReader reader, M.MessagePackSerializerOptions options) => reader.ReadString() is string s ? "r:" + s : null;
        }

        /// <summary>The same for BlockPack.</summary>
        public sealed class OurMarkingStringFormatter : B.Formatters.IMessagePackFormatter<string?>
        {
            public void Serialize(ref B.MessagePackWriter writer, string? value, B.MessagePackSerializerOptions options) => writer.Write(value is null ? null : "w:" + value);

            public string? Deserialize(ref B.MessagePackReader reader, B.MessagePackSerializerOptions options) => reader.ReadString() is string s ? "r:" + s : null;
        }

        /// <summary>An enum with a 16-bit underlying type and a negative member.</summary>
        public enum Shade : short
        {
            Light = 1,
            Dark = -300,
        }

        public interface IHasArea
        {
            double Area { get; }
        }

        public sealed class Circle : IHasArea
        {
            public double Radius { get; set; }

            public double Area => Math.PI * this.Radius * this.Radius;
        }

        public sealed class WithInterfaceMember
        {
            public IHasArea? Shape { get; set; }
        }
    }
}
#endif
