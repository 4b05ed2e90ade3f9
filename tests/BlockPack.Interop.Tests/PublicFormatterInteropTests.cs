using System;
using System.Buffers;
using System.Collections.Generic;
using BlockPack.Interop.Tests.Models;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// The formatter and resolver types of the same names in both libraries (issue 20 item 3): BlockPack's writes
    /// MessagePack-CSharp's bytes, and each reads the other's output. Version 2 lacks the ones under MESSAGEPACK_V3.
    /// </summary>
    public class PublicFormatterInteropTests
    {
        [Fact]
        public void Force_block_formatters()
        {
            foreach (long value in new long[] { 0, 1, -1, 127, 128, -33, short.MaxValue, short.MinValue })
            {
                if (value >= sbyte.MinValue && value <= sbyte.MaxValue)
                {
                    Same(M.Formatters.ForceSByteBlockFormatter.Instance, B.Formatters.ForceSByteBlockFormatter.Instance, (sbyte)value);
                    Same(M.Formatters.NullableForceSByteBlockFormatter.Instance, B.Formatters.NullableForceSByteBlockFormatter.Instance, (sbyte?)value);
                }

                if (value >= 0 && value <= byte.MaxValue)
                {
                    Same(M.Formatters.ForceByteBlockFormatter.Instance, B.Formatters.ForceByteBlockFormatter.Instance, (byte)value);
                    Same(M.Formatters.NullableForceByteBlockFormatter.Instance, B.Formatters.NullableForceByteBlockFormatter.Instance, (byte?)value);
                }

                if (value >= 0)
                {
                    Same(M.Formatters.ForceUInt16BlockFormatter.Instance, B.Formatters.ForceUInt16BlockFormatter.Instance, (ushort)value);
                    Same(M.Formatters.ForceUInt32BlockFormatter.Instance, B.Formatters.ForceUInt32BlockFormatter.Instance, (uint)value);
                    Same(M.Formatters.ForceUInt64BlockFormatter.Instance, B.Formatters.ForceUInt64BlockFormatter.Instance, (ulong)value);
                    Same(M.Formatters.NullableForceUInt32BlockFormatter.Instance, B.Formatters.NullableForceUInt32BlockFormatter.Instance, (uint?)value);
                }

                Same(M.Formatters.ForceInt16BlockFormatter.Instance, B.Formatters.ForceInt16BlockFormatter.Instance, (short)value);
                Same(M.Formatters.ForceInt32BlockFormatter.Instance, B.Formatters.ForceInt32BlockFormatter.Instance, (int)value);
                Same(M.Formatters.ForceInt64BlockFormatter.Instance, B.Formatters.ForceInt64BlockFormatter.Instance, value);
                Same(M.Formatters.NullableForceInt64BlockFormatter.Instance, B.Formatters.NullableForceInt64BlockFormatter.Instance, (long?)value);
            }

            Same(M.Formatters.NullableForceInt16BlockFormatter.Instance, B.Formatters.NullableForceInt16BlockFormatter.Instance, null);
            Same(M.Formatters.NullableForceUInt64BlockFormatter.Instance, B.Formatters.NullableForceUInt64BlockFormatter.Instance, null);
            Same(M.Formatters.ForceInt16BlockArrayFormatter.Instance, B.Formatters.ForceInt16BlockArrayFormatter.Instance, new short[] { 1, -1, short.MaxValue });
            Same(M.Formatters.ForceInt32BlockArrayFormatter.Instance, B.Formatters.ForceInt32BlockArrayFormatter.Instance, new[] { 0, int.MinValue });
            Same(M.Formatters.ForceInt64BlockArrayFormatter.Instance, B.Formatters.ForceInt64BlockArrayFormatter.Instance, new[] { 5L });
            Same(M.Formatters.ForceSByteBlockArrayFormatter.Instance, B.Formatters.ForceSByteBlockArrayFormatter.Instance, new sbyte[] { -128, 0 });
            Same(M.Formatters.ForceUInt16BlockArrayFormatter.Instance, B.Formatters.ForceUInt16BlockArrayFormatter.Instance, new ushort[] { 1 });
            Same(M.Formatters.ForceUInt32BlockArrayFormatter.Instance, B.Formatters.ForceUInt32BlockArrayFormatter.Instance, Array.Empty<uint>());
            Same(M.Formatters.ForceUInt64BlockArrayFormatter.Instance, B.Formatters.ForceUInt64BlockArrayFormatter.Instance, new[] { ulong.MaxValue });
            Same<int[]?>(M.Formatters.ForceInt32BlockArrayFormatter.Instance, B.Formatters.ForceInt32BlockArrayFormatter.Instance, null);
        }

        [Fact]
        public void Native_formatters()
        {
            foreach (Guid value in new[] { Guid.Empty, new Guid("01020304-0506-0708-090a-0b0c0d0e0f10"), Guid.NewGuid() })
            {
                Same(M.Formatters.NativeGuidFormatter.Instance, B.Formatters.NativeGuidFormatter.Instance, value);
            }

            foreach (decimal value in new[] { 0m, 1.5m, -1m, 1.50m, decimal.MaxValue, decimal.MinValue, 0.0000000000000000000000000001m, 123456789.123456789m })
            {
                Same(M.Formatters.NativeDecimalFormatter.Instance, B.Formatters.NativeDecimalFormatter.Instance, value);
            }

            foreach (DateTime value in new[] { new DateTime(2020, 1, 2, 3, 4, 5, DateTimeKind.Utc), new DateTime(2020, 1, 2, 3, 4, 5, DateTimeKind.Unspecified), new DateTime(2020, 1, 2, 3, 4, 5, DateTimeKind.Local), DateTime.MinValue, DateTime.MaxValue })
            {
                Same(M.Formatters.NativeDateTimeFormatter.Instance, B.Formatters.NativeDateTimeFormatter.Instance, value);
            }

            Same(M.Formatters.NativeDateTimeArrayFormatter.Instance, B.Formatters.NativeDateTimeArrayFormatter.Instance, new[] { DateTime.UnixEpoch, new DateTime(2000, 1, 1, 0, 0, 0, DateTimeKind.Local) });
            Same<DateTime[]?>(M.Formatters.NativeDateTimeArrayFormatter.Instance, B.Formatters.NativeDateTimeArrayFormatter.Instance, null);
        }

        [Fact]
        public void String_interning_formatter()
        {
            foreach (string? value in new[] { null, string.Empty, "a", new string('x', 70000) })
            {
                Same<string?>(new M.Formatters.StringInterningFormatter(), new B.Formatters.StringInterningFormatter(), value);
            }
        }

#if MESSAGEPACK_V3
        [Fact]
        public void Byte_list_formatter()
        {
            Same(M.Formatters.ByteListFormatter.Instance, B.Formatters.ByteListFormatter.Instance, new List<byte> { 0, 1, 127, 128, 255 });
            Same<List<byte>?>(M.Formatters.ByteListFormatter.Instance, B.Formatters.ByteListFormatter.Instance, null);
            PlainBytes.AssertSame(new List<byte> { 1, 200 });
        }

        [Fact]
        public void Enum_as_string_ignore_case_resolver()
        {
            var reference = M.MessagePackSerializerOptions.Standard.WithResolver(M.Resolvers.CompositeResolver.Create(M.Resolvers.DynamicEnumAsStringIgnoreCaseResolver.Instance, M.Resolvers.StandardResolver.Instance));
            var ours = B.MessagePackSerializerOptions.Standard.WithResolver(B.Resolvers.CompositeResolver.Create(B.Resolvers.DynamicEnumAsStringIgnoreCaseResolver.Instance, B.Resolvers.StandardResolver.Instance));
            foreach (DayOfWeek day in new[] { DayOfWeek.Sunday, DayOfWeek.Wednesday })
            {
                Assert.Equal(Peers.Hex(M.MessagePackSerializer.Serialize(day, reference)), Peers.Hex(B.MessagePackSerializer.Serialize(day, ours)));
            }

            foreach (string name in new[] { "monday", "MONDAY", "Monday", "mOnDaY" })
            {
                byte[] text = M.MessagePackSerializer.Serialize(name);
                Assert.Equal(M.MessagePackSerializer.Deserialize<DayOfWeek>(text, reference), B.MessagePackSerializer.Deserialize<DayOfWeek>(text, ours));
                Assert.Equal(M.MessagePackSerializer.Deserialize<DayOfWeek?>(text, reference), B.MessagePackSerializer.Deserialize<DayOfWeek?>(text, ours));
            }
        }
#endif

        [Fact]
        public void Native_and_primitive_object_resolvers()
        {
            var reference = M.MessagePackSerializerOptions.Standard.WithResolver(M.Resolvers.CompositeResolver.Create(M.Resolvers.NativeGuidResolver.Instance, M.Resolvers.NativeDecimalResolver.Instance, M.Resolvers.NativeDateTimeResolver.Instance, M.Resolvers.StandardResolver.Instance));
            var ours = B.MessagePackSerializerOptions.Standard.WithResolver(B.Resolvers.CompositeResolver.Create(B.Resolvers.NativeGuidResolver.Instance, B.Resolvers.NativeDecimalResolver.Instance, B.Resolvers.NativeDateTimeResolver.Instance, B.Resolvers.StandardResolver.Instance));
            var guid = new Guid("01020304-0506-0708-090a-0b0c0d0e0f10");
            var when = new DateTime(2021, 5, 6, 7, 8, 9, DateTimeKind.Utc);
            SameThroughSerializer(guid, reference, ours);
            SameThroughSerializer<Guid?>(guid, reference, ours);
            SameThroughSerializer<Guid?>(null, reference, ours);
            SameThroughSerializer(-12.345m, reference, ours);
            SameThroughSerializer<decimal?>(7m, reference, ours);
            SameThroughSerializer(when, reference, ours);
            SameThroughSerializer<DateTime?>(when, reference, ours);
            SameThroughSerializer(new[] { when, when.AddTicks(1) }, reference, ours);
            SameThroughSerializer(new List<DateTime> { when }, reference, ours); // lists stay timestamps in both
            SameThroughSerializer(guid, reference.WithOldSpec(true), ours.WithOldSpec(true));
            SameThroughSerializer(-12.345m, reference.WithOldSpec(true), ours.WithOldSpec(true));

            object[] boxed = { 1, "a", 1.5, true, null!, new byte[] { 1 } };
            byte[] referenceBytes = M.MessagePackSerializer.Serialize<object>(boxed, M.Resolvers.PrimitiveObjectResolver.Options);
            byte[] ourBytes = B.MessagePackSerializer.Serialize<object>(boxed, B.Resolvers.PrimitiveObjectResolver.Options);
            Assert.Equal(Peers.Hex(referenceBytes), Peers.Hex(ourBytes));
            Assert.Equal(
                Peers.Hex(M.MessagePackSerializer.Serialize<object>(M.MessagePackSerializer.Deserialize<object>(referenceBytes, M.Resolvers.PrimitiveObjectResolver.Options), M.Resolvers.PrimitiveObjectResolver.Options)),
                Peers.Hex(M.MessagePackSerializer.Serialize<object>(B.MessagePackSerializer.Deserialize<object>(referenceBytes, B.Resolvers.PrimitiveObjectResolver.Options), M.Resolvers.PrimitiveObjectResolver.Options)));
        }

        [Fact]
        public void Formatters_chosen_by_attribute()
        {
            var value = new WithChosenFormatters
            {
                Forced = 1,
                ForcedOrNil = 2,
                ForcedArray = new[] { 3L, -4L },
                Id = new Guid("01020304-0506-0708-090a-0b0c0d0e0f10"),
                Amount = 9.99m,
                When = new DateTime(2022, 2, 2, 2, 2, 2, DateTimeKind.Utc),
                Tag = "tag",
            };
            PlainBytes.AssertSame(value);
            PlainBytes.AssertSame(new WithChosenFormatters());

            WithChosenFormatters back = Peers.BlockPackRead<WithChosenFormatters>(Peers.ReferenceWrite(value));
            Assert.Equal(value.Id, back.Id);
            Assert.Equal(value.Amount, back.Amount);
            Assert.Equal(value.When, back.When);
            Assert.Equal(DateTimeKind.Utc, back.When.Kind);
            Assert.Equal(value.ForcedArray, back.ForcedArray);
            Assert.Equal(value.Tag, M.MessagePackSerializer.Deserialize<WithChosenFormatters>(Peers.BlockPackWrite(value)).Tag);
        }

        /// <summary>Each library's formatter writes the same bytes, and each reads the other's back to the value.</summary>
        private static void Same<T>(M.Formatters.IMessagePackFormatter<T> reference, B.Formatters.IMessagePackFormatter<T> ours, T value)
        {
            var referenceBuffer = new ArrayBufferWriter<byte>();
            var referenceWriter = new M.MessagePackWriter(referenceBuffer);
            reference.Serialize(ref referenceWriter, value, M.MessagePackSerializerOptions.Standard);
            referenceWriter.Flush();
            byte[] referenceBytes = referenceBuffer.WrittenSpan.ToArray();

            var ourBuffer = new ArrayBufferWriter<byte>();
            var ourWriter = new B.MessagePackWriter(ourBuffer);
            ours.Serialize(ref ourWriter, value, B.MessagePackSerializerOptions.Standard);
            ourWriter.Flush();
            byte[] ourBytes = ourBuffer.WrittenSpan.ToArray();

            string what = $"{ours.GetType().Name} {value}";
            Peers.AssertSameBytes(referenceBytes, ourBytes, what);

            var ourReader = new B.MessagePackReader(referenceBytes);
            T readByUs = ours.Deserialize(ref ourReader, B.MessagePackSerializerOptions.Standard);
            var referenceReader = new M.MessagePackReader(ourBytes);
            T readByReference = reference.Deserialize(ref referenceReader, M.MessagePackSerializerOptions.Standard);
            Assert.Equal(value, readByUs);
            Assert.Equal(value, readByReference);
        }

        private static void SameThroughSerializer<T>(T value, M.MessagePackSerializerOptions reference, B.MessagePackSerializerOptions ours)
        {
            byte[] referenceBytes = M.MessagePackSerializer.Serialize(value, reference);
            byte[] ourBytes = B.MessagePackSerializer.Serialize(value, ours);
            Peers.AssertSameBytes(referenceBytes, ourBytes, $"{typeof(T).Name} {value}");
            Assert.Equal(value, B.MessagePackSerializer.Deserialize<T>(referenceBytes, ours));
            Assert.Equal(value, M.MessagePackSerializer.Deserialize<T>(ourBytes, reference));
        }
    }
}
