using System;
using System.Buffers;
using System.Collections.Generic;
using BlockPack.Formatters;
using BlockPack.Resolvers;
using static BlockPack.Tests.Formatters.FormatterTestKit;

namespace BlockPack.Tests.Formatters
{
    /// <summary>
    /// The formatter and resolver types users name in [MessagePackFormatter] or compose into resolvers (issue 20),
    /// with the bytes MessagePack-CSharp 3.1.12's types of the same names write.
    /// </summary>
    public class PublicFormatterAndResolverTests
    {
        [Fact]
        public void Force_block_formatters_always_write_the_full_width()
        {
            Assert.Equal("CC01", Hex(Write(ForceByteBlockFormatter.Instance, (byte)1)));
            Assert.Equal("D001", Hex(Write(ForceSByteBlockFormatter.Instance, (sbyte)1)));
            Assert.Equal("D10001", Hex(Write(ForceInt16BlockFormatter.Instance, (short)1)));
            Assert.Equal("D200000001", Hex(Write(ForceInt32BlockFormatter.Instance, 1)));
            Assert.Equal("D30000000000000001", Hex(Write(ForceInt64BlockFormatter.Instance, 1L)));
            Assert.Equal("CD0001", Hex(Write(ForceUInt16BlockFormatter.Instance, (ushort)1)));
            Assert.Equal("CE00000001", Hex(Write(ForceUInt32BlockFormatter.Instance, 1u)));
            Assert.Equal("CF0000000000000001", Hex(Write(ForceUInt64BlockFormatter.Instance, 1ul)));
            Assert.Equal("D1FFFF", Hex(Write(ForceInt16BlockFormatter.Instance, (short)-1)));
            Assert.Equal("D3FFFFFFFFFFFFFFFF", Hex(Write(ForceInt64BlockFormatter.Instance, -1L)));
        }

        [Fact]
        public void Force_block_formatters_read_any_integer_encoding_that_fits()
        {
            Assert.Equal((short)1, Read(ForceInt16BlockFormatter.Instance, "01"));
            Assert.Equal(1, Read(ForceInt32BlockFormatter.Instance, "D10001"));
            Assert.Equal(ulong.MaxValue, Read(ForceUInt64BlockFormatter.Instance, "CFFFFFFFFFFFFFFFFF"));
            Assert.ThrowsAny<Exception>(() => Read(ForceByteBlockFormatter.Instance, "CD0100"));
        }

        [Fact]
        public void Nullable_force_block_formatters_write_nil_or_the_full_width()
        {
            Assert.Equal("C0", Hex(Write<short?>(NullableForceInt16BlockFormatter.Instance, null)));
            Assert.Equal("D1FFFF", Hex(Write<short?>(NullableForceInt16BlockFormatter.Instance, -1)));
            Assert.Equal("CC01", Hex(Write<byte?>(NullableForceByteBlockFormatter.Instance, 1)));
            Assert.Equal("D000", Hex(Write<sbyte?>(NullableForceSByteBlockFormatter.Instance, 0)));
            Assert.Equal("D200000000", Hex(Write<int?>(NullableForceInt32BlockFormatter.Instance, 0)));
            Assert.Equal("D30000000000000000", Hex(Write<long?>(NullableForceInt64BlockFormatter.Instance, 0)));
            Assert.Equal("CD0000", Hex(Write<ushort?>(NullableForceUInt16BlockFormatter.Instance, 0)));
            Assert.Equal("CE00000000", Hex(Write<uint?>(NullableForceUInt32BlockFormatter.Instance, 0)));
            Assert.Equal("CF0000000000000000", Hex(Write<ulong?>(NullableForceUInt64BlockFormatter.Instance, 0)));
            Assert.Null(Read(NullableForceUInt64BlockFormatter.Instance, "C0"));
            Assert.Equal((ulong?)5, Read(NullableForceUInt64BlockFormatter.Instance, "05"));
        }

        [Fact]
        public void Force_block_array_formatters_force_every_element()
        {
            Assert.Equal("92D10001D1FFFF", Hex(Write(ForceInt16BlockArrayFormatter.Instance, new short[] { 1, -1 })));
            Assert.Equal("C0", Hex(Write<short[]?>(ForceInt16BlockArrayFormatter.Instance, null)));
            Assert.Equal("91D001", Hex(Write(ForceSByteBlockArrayFormatter.Instance, new sbyte[] { 1 })));
            Assert.Equal("91D200000001", Hex(Write(ForceInt32BlockArrayFormatter.Instance, new[] { 1 })));
            Assert.Equal("91D30000000000000001", Hex(Write(ForceInt64BlockArrayFormatter.Instance, new[] { 1L })));
            Assert.Equal("91CD0001", Hex(Write(ForceUInt16BlockArrayFormatter.Instance, new ushort[] { 1 })));
            Assert.Equal("91CE00000001", Hex(Write(ForceUInt32BlockArrayFormatter.Instance, new[] { 1u })));
            Assert.Equal("91CF0000000000000001", Hex(Write(ForceUInt64BlockArrayFormatter.Instance, new[] { 1ul })));
            Assert.Equal(new short[] { 1, -1 }, Read(ForceInt16BlockArrayFormatter.Instance, "9201FF"));
            Assert.Null(Read(ForceInt32BlockArrayFormatter.Instance, "C0"));
            Assert.Empty(Read(ForceUInt32BlockArrayFormatter.Instance, "90")!);
            // A count the bytes cannot hold: the reader's truncation error (EndOfStreamException, as in
            // MessagePack-CSharp), thrown before anything is allocated for the declared count.
            Assert.Throws<System.IO.EndOfStreamException>(() => Read(ForceInt64BlockArrayFormatter.Instance, "DD7FFFFFFF"));
        }

        [Fact]
        public void Native_guid_is_16_bytes_of_bin()
        {
            var guid = new Guid("01020304-0506-0708-090a-0b0c0d0e0f10");
            Assert.Equal("C4100403020106050807090A0B0C0D0E0F10", Hex(Write(NativeGuidFormatter.Instance, guid)));
            Assert.Equal(guid, Read(NativeGuidFormatter.Instance, "C4100403020106050807090A0B0C0D0E0F10"));
            Assert.ThrowsAny<MessagePackSerializationException>(() => Read(NativeGuidFormatter.Instance, "C40F0403020106050807090A0B0C0D0E0F"));
            Assert.ThrowsAny<MessagePackSerializationException>(() => Read(NativeGuidFormatter.Instance, "C0"));

            // OldSpec writers put the bytes in a str; both forms read.
            var oldSpec = new MessagePackSerializerOptions(CompositeResolver.Create(NativeGuidResolver.Instance, NativeDecimalResolver.Instance, BuiltinResolver.Instance)).WithOldSpec();
            Assert.Equal("B00403020106050807090A0B0C0D0E0F10", Hex(Serialize(guid, oldSpec)));
            Assert.Equal(guid, Read(NativeGuidFormatter.Instance, "B00403020106050807090A0B0C0D0E0F10"));
            Assert.Equal("B000000100000000000F00000000000000", Hex(Serialize(1.5m, oldSpec)));
            Assert.Equal(1.5m, Read(NativeDecimalFormatter.Instance, "B000000100000000000F00000000000000"));
        }

        [Fact]
        public void Native_decimal_is_its_16_byte_layout()
        {
            Assert.Equal("C41000000100000000000F00000000000000", Hex(Write(NativeDecimalFormatter.Instance, 1.5m)));
            Assert.Equal("C41000000080000000000100000000000000", Hex(Write(NativeDecimalFormatter.Instance, -1m)));
            Assert.Equal(1.5m, Read(NativeDecimalFormatter.Instance, "C41000000100000000000F00000000000000"));
            foreach (decimal value in new[] { decimal.MaxValue, decimal.MinValue, 0.0000000000000000000000000001m, 1.50m, 123456789.123456789m })
            {
                decimal back = Read(NativeDecimalFormatter.Instance, Hex(Write(NativeDecimalFormatter.Instance, value)));
                Assert.Equal(decimal.GetBits(value), decimal.GetBits(back));
            }
        }

        [Theory]
        [InlineData("C4100000FF0000000000000000000000000000")] // scale 255
        [InlineData("C41000001D0000000000000000000000000000")] // scale 29
        [InlineData("C41001000000000000000000000000000000")] // a stray low flag bit
        [InlineData("C40F000001000000000000000000000000")] // 15 bytes
        [InlineData("A3312E35")] // the default text form
        public void Native_decimal_rejects_what_no_decimal_is(string hex)
        {
            Assert.ThrowsAny<MessagePackSerializationException>(() => Read(NativeDecimalFormatter.Instance, hex));
        }

        [Fact]
        public void Native_date_time_is_its_binary_form_and_keeps_the_kind()
        {
            var utc = new DateTime(2020, 1, 2, 3, 4, 5, DateTimeKind.Utc);
            var unspecified = new DateTime(2020, 1, 2, 3, 4, 5, DateTimeKind.Unspecified);
            Assert.Equal("CF48D78F306D3B0080", Hex(Write(NativeDateTimeFormatter.Instance, utc)));
            Assert.Equal("CF08D78F306D3B0080", Hex(Write(NativeDateTimeFormatter.Instance, unspecified)));
            DateTime back = Read(NativeDateTimeFormatter.Instance, "CF48D78F306D3B0080");
            Assert.Equal(utc, back);
            Assert.Equal(DateTimeKind.Utc, back.Kind);
            Assert.Equal(DateTimeKind.Unspecified, Read(NativeDateTimeFormatter.Instance, "CF08D78F306D3B0080").Kind);
            var local = new DateTime(2020, 1, 2, 3, 4, 5, DateTimeKind.Local);
            Assert.Equal(local, Read(NativeDateTimeFormatter.Instance, Hex(Write(NativeDateTimeFormatter.Instance, local))));
            Assert.ThrowsAny<MessagePackSerializationException>(() => Read(NativeDateTimeFormatter.Instance, "D6FF5E0A9C80")); // a timestamp

            Assert.Equal("91CF48D78F306D3B0080", Hex(Write(NativeDateTimeArrayFormatter.Instance, new[] { utc })));
            Assert.Equal("C0", Hex(Write<DateTime[]?>(NativeDateTimeArrayFormatter.Instance, null)));
            Assert.Equal(new[] { utc }, Read(NativeDateTimeArrayFormatter.Instance, "91CF48D78F306D3B0080"));
        }

        [Fact]
        public void String_interning_shares_equal_strings_between_reads_and_instances()
        {
            foreach (int length in new[] { 3, 1024 * 1024 })
            {
                string a = new string('a', length);
                byte[] bytes = Serialize(a);
                string first = Read(new StringInterningFormatter(), bytes)!;
                string second = Read(new StringInterningFormatter(), bytes)!;
                Assert.Equal(a, first);
                Assert.Same(first, second);
                Assert.NotSame(a, first);
            }

            Assert.Same(string.Empty, Read(new StringInterningFormatter(), Bytes("A0")));
            Assert.Null(Read(new StringInterningFormatter(), Bytes("C0")));
            Assert.Equal("A26162", Hex(Write<string?>(new StringInterningFormatter(), "ab")));
            Assert.Equal("b", Read(new StringInterningFormatter(), Bytes("A162")));
        }

        [Fact]
        public void Byte_list_is_an_array_and_reads_bin_too()
        {
            Assert.Equal("9201CCFF", Hex(Write(ByteListFormatter.Instance, new List<byte> { 1, 255 })));
            Assert.Equal("C0", Hex(Write<List<byte>?>(ByteListFormatter.Instance, null)));
            Assert.Equal(new List<byte> { 1, 2 }, Read(ByteListFormatter.Instance, "920102"));
            Assert.Equal(new List<byte> { 1, 2 }, Read(ByteListFormatter.Instance, "C4020102"));
            Assert.Null(Read(ByteListFormatter.Instance, "C0"));
            Assert.Equal("9201CCFF", Hex(Serialize(new List<byte> { 1, 255 })));
        }

        [Fact]
        public void Native_resolvers_serve_only_their_types()
        {
            Assert.Same(NativeGuidFormatter.Instance, NativeGuidResolver.Instance.GetFormatter<Guid>());
            Assert.NotNull(NativeGuidResolver.Instance.GetFormatter<Guid?>());
            Assert.Null(NativeGuidResolver.Instance.GetFormatter<Guid[]>());
            Assert.Null(NativeGuidResolver.Instance.GetFormatter<int>());
            Assert.Same(NativeDecimalFormatter.Instance, NativeDecimalResolver.Instance.GetFormatter<decimal>());
            Assert.NotNull(NativeDecimalResolver.Instance.GetFormatter<decimal?>());
            Assert.Null(NativeDecimalResolver.Instance.GetFormatter<string>());
            Assert.Same(NativeDateTimeFormatter.Instance, NativeDateTimeResolver.Instance.GetFormatter<DateTime>());
            Assert.Same(NativeDateTimeArrayFormatter.Instance, NativeDateTimeResolver.Instance.GetFormatter<DateTime[]>());
            Assert.Null(NativeDateTimeResolver.Instance.GetFormatter<List<DateTime>>());
            Assert.Same(NativeDateTimeResolver.Instance, NativeDateTimeResolver.Options.Resolver);

            var options = new MessagePackSerializerOptions(CompositeResolver.Create(NativeGuidResolver.Instance, NativeDateTimeResolver.Instance, StandardResolver.Instance));
            var guid = new Guid("01020304-0506-0708-090a-0b0c0d0e0f10");
            Assert.Equal("C0", Hex(Serialize<Guid?>(null, options)));
            Assert.Equal("C4100403020106050807090A0B0C0D0E0F10", Hex(Serialize<Guid?>(guid, options)));
            Assert.Equal("91CF48D78F306D3B0080", Hex(Serialize(new[] { new DateTime(2020, 1, 2, 3, 4, 5, DateTimeKind.Utc) }, options)));
        }

        [Fact]
        public void Primitive_object_resolver_serves_only_object()
        {
            Assert.Same(PrimitiveObjectFormatter.Instance, PrimitiveObjectResolver.Instance.GetFormatter<object>());
            Assert.Null(PrimitiveObjectResolver.Instance.GetFormatter<int>());
            Assert.Null(PrimitiveObjectResolver.Instance.GetFormatter<string>());
            // MessagePack-CSharp 3.1.12 writes these bytes too: a boxed int is a full int32 there.
            Assert.Equal("92D200000001A161", Hex(MessagePackSerializer.Serialize<object>(new object[] { 1, "a" }, PrimitiveObjectResolver.Options)));
        }

        [Fact]
        public void Enum_as_string_ignore_case_resolver_writes_names_and_reads_any_case()
        {
            var options = new MessagePackSerializerOptions(CompositeResolver.Create(DynamicEnumAsStringIgnoreCaseResolver.Instance, StandardResolver.Instance));
            Assert.Equal("A64D6F6E646179", Hex(Serialize(DayOfWeek.Monday, options)));
            Assert.Equal(DayOfWeek.Monday, Deserialize<DayOfWeek>(Serialize("monday"), options));
            Assert.Equal(DayOfWeek.Monday, Deserialize<DayOfWeek>(Serialize("MONDAY"), options));
            Assert.Equal(DayOfWeek.Friday, Deserialize<DayOfWeek?>(Serialize("friday"), options));
            Assert.Null(Deserialize<DayOfWeek?>(Bytes("C0"), options));
            Assert.Equal(AttributeTargets.Class | AttributeTargets.Enum, Deserialize<AttributeTargets>(Serialize("class, ENUM"), options));
            Assert.ThrowsAny<MessagePackSerializationException>(() => Deserialize<DayOfWeek>(Serialize("x"), options));
            Assert.Null(DynamicEnumAsStringIgnoreCaseResolver.Instance.GetFormatter<int>());

            // The case-sensitive resolver keeps refusing other cases.
            var strict = new MessagePackSerializerOptions(CompositeResolver.Create(DynamicEnumAsStringResolver.Instance, StandardResolver.Instance));
            Assert.ThrowsAny<MessagePackSerializationException>(() => Deserialize<DayOfWeek>(Serialize("monday"), strict));
        }

        [Fact]
        public void Formatters_named_in_attributes_work_in_generated_and_dynamic_formatters()
        {
            // This type is also compiled by the source generator, whose code creates attribute formatters with new():
            // the test project failing to build is the first check.
            var value = new ForcedMembers { Forced = 1, ForcedOrNil = null, ForcedArray = new short[] { -1 }, Id = new Guid("01020304-0506-0708-090a-0b0c0d0e0f10") };
            const string Expected = "94 D200000001 C0 91D1FFFF C4100403020106050807090A0B0C0D0E0F10";
            Assert.Equal(Hex(Bytes(Expected)), Hex(MessagePackSerializer.Serialize(value, StandardResolver.Options)));
            var dynamicOnly = new MessagePackSerializerOptions(CompositeResolver.Create(BuiltinResolver.Instance, DynamicObjectResolver.Instance));
            Assert.Equal(Hex(Bytes(Expected)), Hex(MessagePackSerializer.Serialize(value, dynamicOnly)));
            ForcedMembers back = MessagePackSerializer.Deserialize<ForcedMembers>(Bytes(Expected), StandardResolver.Options);
            Assert.Equal(1, back.Forced);
            Assert.Null(back.ForcedOrNil);
            Assert.Equal(new short[] { -1 }, back.ForcedArray);
            Assert.Equal(value.Id, back.Id);
        }

        private static byte[] Write<T>(IMessagePackFormatter<T> formatter, T value)
        {
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(buffer);
            formatter.Serialize(ref writer, value, Options);
            writer.Flush();
            return buffer.WrittenSpan.ToArray();
        }

        private static T Read<T>(IMessagePackFormatter<T> formatter, string hex) => Read(formatter, Bytes(hex));

        private static T Read<T>(IMessagePackFormatter<T> formatter, byte[] bytes)
        {
            var reader = new MessagePackReader(bytes);
            T value = formatter.Deserialize(ref reader, Options);
            Assert.True(reader.End, "The formatter left bytes unread.");
            return value;
        }
    }
}
