#if MESSAGEPACK_V3
// Against 3.1.12, the version PublicSurfaceTests compares with (SourceGeneratedFormatterResolver is new in version 3).
using System;
using System.Buffers;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using BlockPack.Interop.Tests.Models;
using M = MessagePack;
using B = BlockPack;

[assembly: B.MessagePackKnownFormatter(typeof(B.Formatters.Int32ArrayFormatter))]
[assembly: B.MessagePackAssumedFormattable(typeof(BlockPack.Interop.Tests.Models.IntKeyPoint))]

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// Issue 36: the MessagePack-CSharp types BlockPack added so that code naming them compiles after the namespace
    /// swap. Each writes 3.1.12's bytes for the same formatter, and each library reads the other's.
    /// </summary>
    public class AddedSurfaceInteropTests
    {
        private static readonly DateTime[] Dates =
        {
            DateTime.UnixEpoch,
            new DateTime(2026, 12, 7, 5, 20, 1, 123, DateTimeKind.Utc).AddTicks(4567),
            new DateTime(1969, 7, 20, 20, 17, 40, DateTimeKind.Utc),
            new DateTime(2500, 1, 1, 0, 0, 0, DateTimeKind.Utc),
        };

        [Fact]
        public void Primitive_array_formatters()
        {
            Same(M.Formatters.Int16ArrayFormatter.Instance, B.Formatters.Int16ArrayFormatter.Instance, new short[] { 0, 1, -1, 127, 128, -32, -33, short.MinValue, short.MaxValue });
            Same(M.Formatters.Int32ArrayFormatter.Instance, B.Formatters.Int32ArrayFormatter.Instance, new[] { 0, -33, 255, 256, 65535, 65536, int.MinValue, int.MaxValue });
            Same(M.Formatters.Int64ArrayFormatter.Instance, B.Formatters.Int64ArrayFormatter.Instance, new[] { 0L, -129, uint.MaxValue, 1L + uint.MaxValue, long.MinValue, long.MaxValue });
            Same(M.Formatters.UInt16ArrayFormatter.Instance, B.Formatters.UInt16ArrayFormatter.Instance, new ushort[] { 0, 127, 128, 255, 256, ushort.MaxValue });
            Same(M.Formatters.UInt32ArrayFormatter.Instance, B.Formatters.UInt32ArrayFormatter.Instance, new uint[] { 0, 65535, 65536, uint.MaxValue });
            Same(M.Formatters.UInt64ArrayFormatter.Instance, B.Formatters.UInt64ArrayFormatter.Instance, new ulong[] { 0, uint.MaxValue, ulong.MaxValue });
            Same(M.Formatters.SByteArrayFormatter.Instance, B.Formatters.SByteArrayFormatter.Instance, new sbyte[] { 0, -1, -32, -33, sbyte.MinValue, sbyte.MaxValue });
            Same(M.Formatters.SingleArrayFormatter.Instance, B.Formatters.SingleArrayFormatter.Instance, new[] { 0f, -0f, 1.5f, float.NaN, float.NegativeInfinity, float.MaxValue, float.Epsilon });
            Same(M.Formatters.DoubleArrayFormatter.Instance, B.Formatters.DoubleArrayFormatter.Instance, new[] { 0d, -0d, 0.1, double.NaN, double.PositiveInfinity, double.MinValue, double.Epsilon });
            Same(M.Formatters.BooleanArrayFormatter.Instance, B.Formatters.BooleanArrayFormatter.Instance, new[] { true, false, true });
            Same(M.Formatters.CharArrayFormatter.Instance, B.Formatters.CharArrayFormatter.Instance, new[] { '\0', 'a', '\u007f', '\u0080', 'é', '\uffff' });
            Same(M.Formatters.DateTimeArrayFormatter.Instance, B.Formatters.DateTimeArrayFormatter.Instance, Dates);
            Same(M.Formatters.NullableStringArrayFormatter.Instance, B.Formatters.NullableStringArrayFormatter.Instance, new[] { "a", null, string.Empty, new string('x', 40), "é€𝄞" });

            Same<int[]?>(M.Formatters.Int32ArrayFormatter.Instance, B.Formatters.Int32ArrayFormatter.Instance, null);
            Same<int[]?>(M.Formatters.Int32ArrayFormatter.Instance, B.Formatters.Int32ArrayFormatter.Instance, Array.Empty<int>());
            Same<DateTime[]?>(M.Formatters.DateTimeArrayFormatter.Instance, B.Formatters.DateTimeArrayFormatter.Instance, null);
            Same<string?[]?>(M.Formatters.NullableStringArrayFormatter.Instance, B.Formatters.NullableStringArrayFormatter.Instance, null);
            Same<bool[]?>(M.Formatters.BooleanArrayFormatter.Instance, B.Formatters.BooleanArrayFormatter.Instance, Array.Empty<bool>());
        }

        [Fact]
        public void Primitive_list_formatters()
        {
            Same(M.Formatters.Int16ListFormatter.Instance, B.Formatters.Int16ListFormatter.Instance, new List<short> { 0, -33, short.MinValue, short.MaxValue });
            Same(M.Formatters.Int32ListFormatter.Instance, B.Formatters.Int32ListFormatter.Instance, new List<int> { 0, -33, 65536, int.MinValue });
            Same(M.Formatters.Int64ListFormatter.Instance, B.Formatters.Int64ListFormatter.Instance, new List<long> { 0, long.MinValue, long.MaxValue });
            Same(M.Formatters.UInt16ListFormatter.Instance, B.Formatters.UInt16ListFormatter.Instance, new List<ushort> { 0, 200, ushort.MaxValue });
            Same(M.Formatters.UInt32ListFormatter.Instance, B.Formatters.UInt32ListFormatter.Instance, new List<uint> { 0, uint.MaxValue });
            Same(M.Formatters.UInt64ListFormatter.Instance, B.Formatters.UInt64ListFormatter.Instance, new List<ulong> { 0, ulong.MaxValue });
            Same(M.Formatters.SByteListFormatter.Instance, B.Formatters.SByteListFormatter.Instance, new List<sbyte> { -1, sbyte.MinValue, sbyte.MaxValue });
            Same(M.Formatters.SingleListFormatter.Instance, B.Formatters.SingleListFormatter.Instance, new List<float> { 0f, float.NaN, -1.25f });
            Same(M.Formatters.DoubleListFormatter.Instance, B.Formatters.DoubleListFormatter.Instance, new List<double> { 0d, double.NaN, -1e300 });
            Same(M.Formatters.BooleanListFormatter.Instance, B.Formatters.BooleanListFormatter.Instance, new List<bool> { false, true });
            Same(M.Formatters.CharListFormatter.Instance, B.Formatters.CharListFormatter.Instance, new List<char> { 'a', '\uffff' });

            Same<List<int>?>(M.Formatters.Int32ListFormatter.Instance, B.Formatters.Int32ListFormatter.Instance, null);
            Same<List<double>?>(M.Formatters.DoubleListFormatter.Instance, B.Formatters.DoubleListFormatter.Instance, new List<double>());
        }

        [Fact]
        public void Nullable_primitive_formatters()
        {
            SameNullable(M.Formatters.NullableBooleanFormatter.Instance, B.Formatters.NullableBooleanFormatter.Instance, true, false);
            SameNullable(M.Formatters.NullableByteFormatter.Instance, B.Formatters.NullableByteFormatter.Instance, (byte)0, (byte)127, (byte)128, byte.MaxValue);
            SameNullable(M.Formatters.NullableCharFormatter.Instance, B.Formatters.NullableCharFormatter.Instance, 'a', '\uffff');
            SameNullable(M.Formatters.NullableDateTimeFormatter.Instance, B.Formatters.NullableDateTimeFormatter.Instance, Dates);
            SameNullable(M.Formatters.NullableDoubleFormatter.Instance, B.Formatters.NullableDoubleFormatter.Instance, 0d, 0.1, double.NaN);
            SameNullable(M.Formatters.NullableInt16Formatter.Instance, B.Formatters.NullableInt16Formatter.Instance, (short)-33, short.MaxValue);
            SameNullable(M.Formatters.NullableInt32Formatter.Instance, B.Formatters.NullableInt32Formatter.Instance, 0, -1, 300, int.MinValue);
            SameNullable(M.Formatters.NullableInt64Formatter.Instance, B.Formatters.NullableInt64Formatter.Instance, 5L, long.MinValue);
            SameNullable(M.Formatters.NullableSByteFormatter.Instance, B.Formatters.NullableSByteFormatter.Instance, (sbyte)-1, sbyte.MinValue);
            SameNullable(M.Formatters.NullableSingleFormatter.Instance, B.Formatters.NullableSingleFormatter.Instance, 1.5f, float.MinValue);
            SameNullable(M.Formatters.NullableUInt16Formatter.Instance, B.Formatters.NullableUInt16Formatter.Instance, (ushort)1, ushort.MaxValue);
            SameNullable(M.Formatters.NullableUInt32Formatter.Instance, B.Formatters.NullableUInt32Formatter.Instance, 7u, uint.MaxValue);
            SameNullable(M.Formatters.NullableUInt64Formatter.Instance, B.Formatters.NullableUInt64Formatter.Instance, 7ul, ulong.MaxValue);
        }

        [Fact]
        public void Enum_formatters()
        {
            foreach (Status value in new[] { Status.Draft, Status.Open, Status.Closed, Status.Lost, (Status)12345, (Status)int.MinValue })
            {
                Same(new M.Formatters.GenericEnumFormatter<Status>(), new B.Formatters.GenericEnumFormatter<Status>(), value);
                Same(new M.Formatters.EnumAsStringFormatter<Status>(), new B.Formatters.EnumAsStringFormatter<Status>(), value);
            }

            foreach (WideEnum value in new[] { WideEnum.Minus, WideEnum.Huge, (WideEnum)0 })
            {
                Same(new M.Formatters.GenericEnumFormatter<WideEnum>(), new B.Formatters.GenericEnumFormatter<WideEnum>(), value);
                Same(new M.Formatters.EnumAsStringFormatter<WideEnum>(), new B.Formatters.EnumAsStringFormatter<WideEnum>(), value);
            }

            Same(new M.Formatters.GenericEnumFormatter<SmallEnum>(), new B.Formatters.GenericEnumFormatter<SmallEnum>(), SmallEnum.Big);

            // [EnumMember] names, alone and in a flags combination.
            foreach (AccessFlags value in new[] { AccessFlags.None, AccessFlags.Read, AccessFlags.Read | AccessFlags.Write, AccessFlags.Read | AccessFlags.Execute })
            {
                Same(new M.Formatters.EnumAsStringFormatter<AccessFlags>(), new B.Formatters.EnumAsStringFormatter<AccessFlags>(), value);
            }

            // A name in other case reads with ignoreCase in both, and is refused without it in both.
            byte[] lower = Write(M.Formatters.NullableStringFormatter.Instance, "closed");
            Assert.Equal(Status.Closed, Read(new M.Formatters.EnumAsStringFormatter<Status>(ignoreCase: true), lower));
            Assert.Equal(Status.Closed, Read(new B.Formatters.EnumAsStringFormatter<Status>(ignoreCase: true), lower));
            Assert.ThrowsAny<Exception>(() => Read(new M.Formatters.EnumAsStringFormatter<Status>(ignoreCase: false), lower));
            Assert.ThrowsAny<Exception>(() => Read(new B.Formatters.EnumAsStringFormatter<Status>(ignoreCase: false), lower));
        }

        [Fact]
        public void IgnoreFormatter_writes_nil_and_skips_whatever_it_reads()
        {
            Same(new M.Formatters.IgnoreFormatter<string>(), new B.Formatters.IgnoreFormatter<string>(), null);
            byte[] nil = Write(new M.Formatters.IgnoreFormatter<string>(), "not written");
            Assert.Equal(new byte[] { 0xc0 }, nil);
            Assert.Equal(nil, WriteHere(new B.Formatters.IgnoreFormatter<string>(), "not written"));

            // A map of an array and a string, then one more value: both skip the whole map and stop at the same place.
            byte[] bytes = M.MessagePackSerializer.Serialize(new Dictionary<string, object> { ["a"] = new[] { 1, 2, 3 }, ["b"] = "text" })
                .Concat(new byte[] { 0x07 }).ToArray();
            var theirs = new M.MessagePackReader(bytes);
            Assert.Null(new M.Formatters.IgnoreFormatter<object>().Deserialize(ref theirs, M.MessagePackSerializerOptions.Standard));
            var ours = new B.MessagePackReader(bytes);
            Assert.Null(new B.Formatters.IgnoreFormatter<object>().Deserialize(ref ours, B.MessagePackSerializerOptions.Standard));
            Assert.Equal(theirs.Consumed, ours.Consumed);
            Assert.Equal(bytes.Length - 1, ours.Consumed);
            Assert.Equal(0, new B.Formatters.IgnoreFormatter<int>().Deserialize(ref ours, B.MessagePackSerializerOptions.Standard));
        }

        [Fact]
        public void Interface_list_and_collection_formatters_2()
        {
            Same<IList<int>?>(new M.Formatters.InterfaceListFormatter2<int>(), new B.Formatters.InterfaceListFormatter2<int>(), new List<int> { 1, -1, 70000 });
            Same<IList<int>?>(new M.Formatters.InterfaceListFormatter2<int>(), new B.Formatters.InterfaceListFormatter2<int>(), null);
            Same<ICollection<string>?>(new M.Formatters.InterfaceCollectionFormatter2<string>(), new B.Formatters.InterfaceCollectionFormatter2<string>(), new List<string> { "x", "yz" });
            Same<ICollection<string>?>(new M.Formatters.InterfaceCollectionFormatter2<string>(), new B.Formatters.InterfaceCollectionFormatter2<string>(), new HashSet<string>());
        }

        [Fact]
        public void StaticCompositeResolver_registers_until_first_use_then_refuses_in_both()
        {
            // The one place in the test process that touches either library's StaticCompositeResolver: it is a
            // process-wide singleton, closed by its first GetFormatter.
            var ours = B.Resolvers.StaticCompositeResolver.Instance;
            var theirs = M.Resolvers.StaticCompositeResolver.Instance;

            // BlockPack refuses a null entry when registering (MessagePack-CSharp fails later, or skips it).
            Assert.Throws<ArgumentException>(() => ours.Register(new B.Formatters.IMessagePackFormatter[] { null! }));
            Assert.Throws<ArgumentNullException>(() => ours.Register((B.IFormatterResolver[])null!));

            // A second Register replaces the first: the force-size int formatter registered first is gone.
            theirs.Register(M.Formatters.ForceInt32BlockFormatter.Instance);
            ours.Register(B.Formatters.ForceInt32BlockFormatter.Instance);
            theirs.Register(new M.Formatters.IMessagePackFormatter[] { new M.Formatters.EnumAsStringFormatter<Status>() }, new[] { M.Resolvers.StandardResolver.Instance });
            ours.Register(new B.Formatters.IMessagePackFormatter[] { new B.Formatters.EnumAsStringFormatter<Status>() }, new[] { B.Resolvers.StandardResolver.Instance });

            var theirOptions = M.MessagePackSerializerOptions.Standard.WithResolver(theirs);
            var ourOptions = B.MessagePackSerializerOptions.Standard.WithResolver(ours);
            var value = new Dictionary<string, Status> { ["a"] = Status.Closed, ["b"] = Status.Lost, ["c"] = (Status)7 };
            byte[] theirBytes = M.MessagePackSerializer.Serialize(value, theirOptions);
            byte[] ourBytes = B.MessagePackSerializer.Serialize(value, ourOptions);
            Peers.AssertSameBytes(theirBytes, ourBytes, "StaticCompositeResolver");
            Assert.Contains("Closed", System.Text.Encoding.UTF8.GetString(ourBytes), StringComparison.Ordinal);
            Assert.Equal(value, B.MessagePackSerializer.Deserialize<Dictionary<string, Status>>(theirBytes, ourOptions));
            Assert.Equal(value, M.MessagePackSerializer.Deserialize<Dictionary<string, Status>>(ourBytes, theirOptions));

            // int comes from the standard resolver (01), not the force-size formatter registered first (d2 00000001).
            Assert.Equal("01", Convert.ToHexString(M.MessagePackSerializer.Serialize(1, theirOptions)));
            Assert.Equal("01", Convert.ToHexString(B.MessagePackSerializer.Serialize(1, ourOptions)));

            // Once a formatter has been handed out, registering is an error in both.
            Assert.Throws<InvalidOperationException>(() => theirs.Register(M.Resolvers.ContractlessStandardResolver.Instance));
            Assert.Throws<InvalidOperationException>(() => ours.Register(B.Resolvers.ContractlessStandardResolver.Instance));
            Assert.Same(B.Resolvers.StandardResolver.Instance.GetFormatter<int>(), ours.GetFormatter<int>());
        }

        [Fact]
        public void Primitive_arrays_under_a_resolver_that_replaces_the_element_formatter_differ_and_the_array_formatter_restores_theirs()
        {
            // 3.1.12 writes int[] with its built-in Int32ArrayFormatter, which writes each element itself; BlockPack's
            // ArrayFormatter<int> asks the resolver for the element formatter (docs/migration.md). Registering
            // Int32ArrayFormatter ahead of the replacement gives MessagePack-CSharp's bytes.
            int[] value = { 1, -1 };
            var theirs = M.MessagePackSerializerOptions.Standard.WithResolver(M.Resolvers.CompositeResolver.Create(
                new M.Formatters.IMessagePackFormatter[] { M.Formatters.ForceInt32BlockFormatter.Instance }, new[] { M.Resolvers.StandardResolver.Instance }));
            var ours = B.MessagePackSerializerOptions.Standard.WithResolver(B.Resolvers.CompositeResolver.Create(
                new B.Formatters.IMessagePackFormatter[] { B.Formatters.ForceInt32BlockFormatter.Instance }, new[] { B.Resolvers.StandardResolver.Instance }));
            var oursWithArrayFormatter = B.MessagePackSerializerOptions.Standard.WithResolver(B.Resolvers.CompositeResolver.Create(
                new B.Formatters.IMessagePackFormatter[] { B.Formatters.Int32ArrayFormatter.Instance, B.Formatters.ForceInt32BlockFormatter.Instance }, new[] { B.Resolvers.StandardResolver.Instance }));

            Assert.Equal("9201FF", Convert.ToHexString(M.MessagePackSerializer.Serialize(value, theirs)));
            Assert.Equal("92D200000001D2FFFFFFFF", Convert.ToHexString(B.MessagePackSerializer.Serialize(value, ours)));
            Assert.Equal("9201FF", Convert.ToHexString(B.MessagePackSerializer.Serialize(value, oursWithArrayFormatter)));

            // The same for List<int>, whose built-in formatter in 3.1.12 also writes the elements itself.
            var list = new List<int> { 1, -1 };
            Assert.Equal("9201FF", Convert.ToHexString(M.MessagePackSerializer.Serialize(list, theirs)));
            Assert.Equal("92D200000001D2FFFFFFFF", Convert.ToHexString(B.MessagePackSerializer.Serialize(list, ours)));

            // uint[] as well: 3.1.12's built-in UInt32ArrayFormatter ignores the force-size uint formatter.
            uint[] unsigned = { 1 };
            var theirsUnsigned = M.MessagePackSerializerOptions.Standard.WithResolver(M.Resolvers.CompositeResolver.Create(
                new M.Formatters.IMessagePackFormatter[] { M.Formatters.ForceUInt32BlockFormatter.Instance }, new[] { M.Resolvers.StandardResolver.Instance }));
            var oursUnsigned = B.MessagePackSerializerOptions.Standard.WithResolver(B.Resolvers.CompositeResolver.Create(
                new B.Formatters.IMessagePackFormatter[] { B.Formatters.ForceUInt32BlockFormatter.Instance }, new[] { B.Resolvers.StandardResolver.Instance }));
            Assert.Equal("9101", Convert.ToHexString(M.MessagePackSerializer.Serialize(unsigned, theirsUnsigned)));
            Assert.Equal("91CE00000001", Convert.ToHexString(B.MessagePackSerializer.Serialize(unsigned, oursUnsigned)));

            // An array of a type with no built-in array formatter there goes through the element formatter in both.
            Status[] statuses = { Status.Closed };
            var theirsEnum = M.MessagePackSerializerOptions.Standard.WithResolver(M.Resolvers.CompositeResolver.Create(
                new M.Formatters.IMessagePackFormatter[] { new M.Formatters.EnumAsStringFormatter<Status>() }, new[] { M.Resolvers.StandardResolver.Instance }));
            var oursEnum = B.MessagePackSerializerOptions.Standard.WithResolver(B.Resolvers.CompositeResolver.Create(
                new B.Formatters.IMessagePackFormatter[] { new B.Formatters.EnumAsStringFormatter<Status>() }, new[] { B.Resolvers.StandardResolver.Instance }));
            Assert.Equal(Convert.ToHexString(M.MessagePackSerializer.Serialize(statuses, theirsEnum)), Convert.ToHexString(B.MessagePackSerializer.Serialize(statuses, oursEnum)));
        }

        [Fact]
        public void SourceGeneratedFormatterResolver_answers_as_SourceGeneratedResolver()
        {
            // This project does not run BlockPack's source generator (nor 3.1.12's), so neither generated resolver has
            // formatters here: both answer null, and composed ahead of the standard resolver they leave the bytes to it.
            Assert.Same(B.Resolvers.SourceGeneratedResolver.Instance.GetFormatter<IntKeyPoint>(), B.Resolvers.SourceGeneratedFormatterResolver.Instance.GetFormatter<IntKeyPoint>());
            Assert.Same(B.Resolvers.SourceGeneratedResolver.Instance.GetFormatter<int>(), B.Resolvers.SourceGeneratedFormatterResolver.Instance.GetFormatter<int>());
            Assert.Null(M.Resolvers.SourceGeneratedFormatterResolver.Instance.GetFormatter<IntKeyPoint>());
            Assert.Null(B.Resolvers.SourceGeneratedFormatterResolver.Instance.GetFormatter<IntKeyPoint>());

            var point = new IntKeyPoint { X = 3, Y = -4 };
            byte[] theirs = M.MessagePackSerializer.Serialize(point, M.MessagePackSerializerOptions.Standard.WithResolver(
                M.Resolvers.CompositeResolver.Create(M.Resolvers.SourceGeneratedFormatterResolver.Instance, M.Resolvers.StandardResolver.Instance)));
            byte[] ours = B.MessagePackSerializer.Serialize(point, B.MessagePackSerializerOptions.Standard.WithResolver(
                B.Resolvers.CompositeResolver.Create(B.Resolvers.SourceGeneratedFormatterResolver.Instance, B.Resolvers.StandardResolver.Instance)));
            Peers.AssertSameBytes(theirs, ours, "IntKeyPoint");
        }

        [Fact]
        public void Deserialize_with_bytesRead_in_MessagePackCSharps_parameter_order()
        {
            // One value followed by another: bytesRead stops at the end of the first, in both.
            ReadOnlyMemory<byte> buffer = M.MessagePackSerializer.Serialize(new[] { 1, 2, 300 }).Concat(new byte[] { 0xc3 }).ToArray();

            int[] theirs = M.MessagePackSerializer.Deserialize<int[]>(buffer, M.MessagePackSerializerOptions.Standard, out int theirRead);
            int[] ours = B.MessagePackSerializer.Deserialize<int[]>(buffer, B.MessagePackSerializerOptions.Standard, out int ourRead);
            Assert.Equal(theirs, ours);
            Assert.Equal(theirRead, ourRead);
            Assert.Equal(buffer.Length - 1, ourRead);

            theirs = M.MessagePackSerializer.Deserialize<int[]>(buffer, out theirRead, default(System.Threading.CancellationToken));
            ours = B.MessagePackSerializer.Deserialize<int[]>(buffer, out ourRead, default(System.Threading.CancellationToken));
            Assert.Equal(theirs, ours);
            Assert.Equal(theirRead, ourRead);

            // The call without a token still binds (to BlockPack's own overload, whose options come after bytesRead).
            ours = B.MessagePackSerializer.Deserialize<int[]>(buffer, out ourRead);
            Assert.Equal(theirs, ours);
            Assert.Equal(theirRead, ourRead);
        }

        [Fact]
        public void The_analyzer_attributes_are_accepted_and_carry_their_type()
        {
            Assembly assembly = typeof(AddedSurfaceInteropTests).Assembly;
            Assert.Equal(typeof(B.Formatters.Int32ArrayFormatter), assembly.GetCustomAttribute<B.MessagePackKnownFormatterAttribute>()!.FormatterType);
            Assert.Equal(typeof(IntKeyPoint), assembly.GetCustomAttribute<B.MessagePackAssumedFormattableAttribute>()!.FormattableType);
        }

        private static void SameNullable<T>(M.Formatters.IMessagePackFormatter<T?> reference, B.Formatters.IMessagePackFormatter<T?> ours, params T[] values)
            where T : struct
        {
            Same(reference, ours, null);
            foreach (T value in values)
            {
                Same<T?>(reference, ours, value);
            }
        }

        private static void Same<T>(M.Formatters.IMessagePackFormatter<T> reference, B.Formatters.IMessagePackFormatter<T> ours, T value)
        {
            byte[] referenceBytes = Write(reference, value);
            byte[] ourBytes = WriteHere(ours, value);
            Peers.AssertSameBytes(referenceBytes, ourBytes, $"{ours.GetType().Name} {value}");
            Assert.Equal(value, Read(ours, referenceBytes));
            Assert.Equal(value, Read(reference, ourBytes));
        }

        private static byte[] Write<T>(M.Formatters.IMessagePackFormatter<T> formatter, T value)
        {
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new M.MessagePackWriter(buffer);
            formatter.Serialize(ref writer, value, M.MessagePackSerializerOptions.Standard);
            writer.Flush();
            return buffer.WrittenSpan.ToArray();
        }

        private static byte[] WriteHere<T>(B.Formatters.IMessagePackFormatter<T> formatter, T value)
        {
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new B.MessagePackWriter(buffer);
            formatter.Serialize(ref writer, value, B.MessagePackSerializerOptions.Standard);
            writer.Flush();
            return buffer.WrittenSpan.ToArray();
        }

        private static T Read<T>(M.Formatters.IMessagePackFormatter<T> formatter, byte[] bytes)
        {
            var reader = new M.MessagePackReader(bytes);
            T value = formatter.Deserialize(ref reader, M.MessagePackSerializerOptions.Standard);
            Assert.True(reader.End, $"{formatter.GetType().Name} left bytes unread");
            return value;
        }

        private static T Read<T>(B.Formatters.IMessagePackFormatter<T> formatter, byte[] bytes)
        {
            var reader = new B.MessagePackReader(bytes);
            T value = formatter.Deserialize(ref reader, B.MessagePackSerializerOptions.Standard);
            Assert.True(reader.End, $"{formatter.GetType().Name} left bytes unread");
            return value;
        }

        /// <summary>A type no resolver here knows.</summary>
        private sealed class StaticCompositeResolverUnknown
        {
        }
    }
}
#endif
