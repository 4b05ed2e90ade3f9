using System;
using System.Buffers;
using System.Collections;
using System.Collections.Generic;
using System.Numerics;
using System.Reflection;
using System.Text;
using static BlockPack.Tests.Formatters.FormatterTestKit;

namespace BlockPack.Tests.Formatters
{
    /// <summary>
    /// The standard library types added for issue 20, with the bytes MessagePack-CSharp 3.1.12 writes for them
    /// (recorded from the real library; BlockPack.Interop.Tests compares with it live).
    /// </summary>
    public class NewerStandardTypeFormatterTests
    {
#if !LIBRARY_NETSTANDARD
        [Theory]
        [InlineData("1", "C410 01000000000000000000000000000000")]
        [InlineData("-1", "C410 FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF")]
        [InlineData("170141183460469231731687303715884105727", "C410 FFFFFFFFFFFFFFFFFFFFFFFFFFFFFF7F")]
        [InlineData("-170141183460469231731687303715884105728", "C410 00000000000000000000000000000080")]
        [InlineData("18446744073709551616", "C410 00000000000000000100000000000000")]
        public void Int128_is_16_bytes_of_little_endian_bin(string text, string hex)
        {
            Int128 value = Int128.Parse(text, System.Globalization.CultureInfo.InvariantCulture);
            Assert.Equal(Hex(Bytes(hex)), Hex(Serialize(value)));
            Assert.Equal(value, Deserialize<Int128>(Bytes(hex)));
            Assert.Equal(value, DeserializeSegmented<Int128>(Bytes(hex), 3));
            Assert.Equal(value, RoundTrip<Int128?>(value));
        }

        [Fact]
        public void UInt128_is_16_bytes_of_little_endian_bin()
        {
            Assert.Equal("C41001000000000000000000000000000000", Hex(Serialize(UInt128.One)));
            Assert.Equal("C410FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF", Hex(Serialize(UInt128.MaxValue)));
            Assert.Equal(UInt128.MaxValue, Deserialize<UInt128>(Bytes("C410FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF")));
            Assert.Equal("C0", Hex(Serialize<UInt128?>(null)));
        }

        [Theory]
        [InlineData("C0")] // nil
        [InlineData("01")] // an integer
        [InlineData("C40F 010000000000000000000000000000")] // 15 bytes
        [InlineData("C411 0100000000000000000000000000000000")] // 17 bytes
        public void Int128_other_than_16_bytes_of_bin_is_rejected(string hex)
        {
            AssertRejected<Int128>(hex);
            AssertRejected<UInt128>(hex);
        }

        [Fact]
        public void Int128_in_OldSpec_mode_is_a_str_of_the_same_16_bytes()
        {
            MessagePackSerializerOptions oldSpec = Options.WithOldSpec();
            Assert.Equal("B001000000000000000000000000000000", Hex(Serialize((Int128)1, oldSpec)));
            Assert.Equal((Int128)1, Deserialize<Int128>(Bytes("B001000000000000000000000000000000")));
            Assert.Equal(UInt128.MaxValue, Deserialize<UInt128>(Bytes("B0FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF")));
        }

        [Fact]
        public void Half_is_a_float32()
        {
            Assert.Equal("CA3F800000", Hex(Serialize((Half)1)));
            Assert.Equal("CAFFC00000", Hex(Serialize(Half.NaN)));
            Assert.Equal((Half)1.5, Deserialize<Half>(Bytes("CB3FF8000000000000")));
            Assert.Equal((Half)1, Deserialize<Half>(Bytes("01")));
            Assert.Equal(Half.MaxValue, RoundTrip(Half.MaxValue));
            Assert.Equal("C0", Hex(Serialize<Half?>(null)));
        }

        [Fact]
        public void Rune_is_its_scalar_value()
        {
            Assert.Equal("61", Hex(Serialize(new Rune('a'))));
            Assert.Equal("CE0001F600", Hex(Serialize(new Rune(0x1F600))));
            Assert.Equal(new Rune(0x10FFFF), RoundTrip(new Rune(0x10FFFF)));
            AssertRejected<Rune>("CD D800"); // a surrogate
            AssertRejected<Rune>("CE 00110000"); // above U+10FFFF
            AssertRejected<Rune>("A161");
        }

        [Fact]
        public void DateOnly_is_its_day_number_and_TimeOnly_its_ticks()
        {
            Assert.Equal("CE000B4090", Hex(Serialize(new DateOnly(2020, 1, 1))));
            Assert.Equal("00", Hex(Serialize(DateOnly.MinValue)));
            Assert.Equal(DateOnly.MaxValue, RoundTrip(DateOnly.MaxValue));
            Assert.Equal("CF00000008A94AF400", Hex(Serialize(new TimeOnly(1, 2))));
            Assert.Equal("CF000000C92A69BFFF", Hex(Serialize(TimeOnly.MaxValue)));
            Assert.Equal(new TimeOnly(1, 2), Deserialize<TimeOnly>(Bytes("CF00000008A94AF400")));
            AssertRejected<DateOnly>("FF");
            AssertRejected<DateOnly>("CE7FFFFFFF");
            AssertRejected<TimeOnly>("FF");
            AssertRejected<TimeOnly>("CF000000C92A69C000"); // one tick past the last of the day
        }
#endif

        [Fact]
        public void Complex_is_two_float64s()
        {
            Assert.Equal("92CB3FF0000000000000CB4000000000000000", Hex(Serialize(new Complex(1, 2))));
            Assert.Equal(new Complex(1, 2), Deserialize<Complex>(Bytes("920102")));
            Assert.Equal(new Complex(-0.5, double.MaxValue), RoundTrip<Complex?>(new Complex(-0.5, double.MaxValue)));
            AssertRejected<Complex>("93010203");
            AssertRejected<Complex>("C0");
        }

        [Fact]
        public void Vectors_quaternions_and_matrices_are_arrays_of_float32s()
        {
            Assert.Equal("92CA3F800000CA40000000", Hex(Serialize(new Vector2(1, 2))));
            Assert.Equal("93CA3F800000CA40000000CA40400000", Hex(Serialize(new Vector3(1, 2, 3))));
            Assert.Equal("94CA3F800000CA40000000CA40400000CA40800000", Hex(Serialize(new Vector4(1, 2, 3, 4))));
            Assert.Equal("94CA3F800000CA40000000CA40400000CA40800000", Hex(Serialize(new Quaternion(1, 2, 3, 4))));
            Assert.Equal("96CA3F800000CA40000000CA40400000CA40800000CA40A00000CA40C00000", Hex(Serialize(new Matrix3x2(1, 2, 3, 4, 5, 6))));
            var matrix = new Matrix4x4(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16);
            Assert.Equal(
                "DC0010CA3F800000CA40000000CA40400000CA40800000CA40A00000CA40C00000CA40E00000CA41000000CA41100000CA41200000CA41300000CA41400000CA41500000CA41600000CA41700000CA41800000",
                Hex(Serialize(matrix)));
            Assert.Equal(matrix, RoundTrip(matrix));
            Assert.Equal(new Matrix3x2(1, 2, 3, 4, 5, 6), RoundTrip(new Matrix3x2(1, 2, 3, 4, 5, 6)));
            Assert.Equal(new Quaternion(1, 2, 3, 4), RoundTrip(new Quaternion(1, 2, 3, 4)));
            Assert.Equal(new Vector4(1, 2, 3, 4), RoundTrip<Vector4?>(new Vector4(1, 2, 3, 4)));
            Assert.Equal(new Vector2(1, 2), Deserialize<Vector2>(Bytes("920102")));
            AssertRejected<Vector2>("93010203");
            AssertRejected<Vector3>("C0");
            AssertRejected<Matrix4x4>("90");
        }

        [Fact]
        public void StringBuilder_is_a_string()
        {
            Assert.Equal("A26162", Hex(Serialize(new StringBuilder("ab"))));
            Assert.Equal("C0", Hex(Serialize<StringBuilder?>(null)));
            Assert.Equal("ab", Deserialize<StringBuilder>(Bytes("A26162")).ToString());
            Assert.Null(Deserialize<StringBuilder?>(Bytes("C0")));
            AssertRejected<StringBuilder>("01");
        }

        [Fact]
        public void BitArray_is_an_array_of_booleans()
        {
            Assert.Equal("93C3C2C3", Hex(Serialize(new BitArray(new[] { true, false, true }))));
            BitArray back = Deserialize<BitArray>(Bytes("93C3C2C3"));
            Assert.Equal(new[] { true, false, true }, ToBools(back));
            Assert.Null(Deserialize<BitArray?>(Bytes("C0")));
            AssertRejected<BitArray>("9101");
            AssertRejected<BitArray>("DD7FFFFFFF"); // a count the input cannot hold is refused before allocating
        }

        [Fact]
        public void Type_is_its_assembly_qualified_name()
        {
            string name = typeof(int).AssemblyQualifiedName!;
            Assert.Equal(Hex(Serialize(name)), Hex(Serialize(typeof(int))));
            Assert.Same(typeof(List<string>), RoundTrip(typeof(List<string>)));
            Assert.Same(typeof(int), Deserialize<Type>(Serialize("System.Int32")));
            Assert.Equal("C0", Hex(Serialize<Type?>(null)));
            Assert.Null(Deserialize<Type?>(Bytes("C0")));
            // A name that does not load is a TypeLoadException, as MessagePack-CSharp's TypeFormatter throws.
            TypeLoadException error = Assert.Throws<TypeLoadException>(() => Deserialize<Type>(Serialize("No.Such.Type, NoSuchAssembly")));
            Assert.Contains("No.Such.Type", error.Message, StringComparison.Ordinal);
            AssertRejected<Type>("01");

            // A type deriving from Type (TypeInfo here) is written and read the same way.
            TypeInfo info = typeof(int).GetTypeInfo();
            Assert.Equal(Hex(Serialize(name)), Hex(Serialize(info)));
            Assert.Same(info, Deserialize<TypeInfo>(Serialize(name)));
        }

        [Fact]
        public void Lazy_is_its_value_and_reads_already_evaluated()
        {
            Assert.Equal("01", Hex(Serialize(new Lazy<int>(() => 1))));
            Assert.Equal("C0", Hex(Serialize<Lazy<int>?>(null)));
            Lazy<string> back = Deserialize<Lazy<string>>(Bytes("A26162"));
            Assert.True(back.IsValueCreated);
            Assert.Equal("ab", back.Value);
            Assert.Null(Deserialize<Lazy<int>?>(Bytes("C0")));
            Assert.Equal(new[] { 1, 2 }, RoundTrip(new Lazy<int[]>(() => new[] { 1, 2 })).Value);
        }

        [Fact]
        public void Segments_and_memory_of_other_elements_are_arrays()
        {
            Assert.Equal("920203", Hex(Serialize(new ArraySegment<int>(new[] { 1, 2, 3 }, 1, 2))));
            Assert.Equal("C0", Hex(Serialize(default(ArraySegment<int>))));
            Assert.Equal(new[] { 2, 3 }, Deserialize<ArraySegment<int>>(Bytes("920203")).ToArray());
            Assert.Null(Deserialize<ArraySegment<int>>(Bytes("C0")).Array);
            Assert.Equal("920102", Hex(Serialize(new Memory<int>(new[] { 1, 2 }))));
            Assert.Equal("90", Hex(Serialize(default(Memory<int>))));
            Assert.Equal(new[] { 1, 2 }, Deserialize<Memory<int>>(Bytes("920102")).ToArray());
            Assert.True(Deserialize<Memory<int>>(Bytes("C0")).IsEmpty);
            Assert.Equal("91A161", Hex(Serialize(new ReadOnlyMemory<string>(new[] { "a" }))));
            Assert.Equal(new[] { "a" }, Deserialize<ReadOnlyMemory<string>>(Bytes("91A161")).ToArray());

            // Bytes stay bin.
            Assert.Equal("C4020102", Hex(Serialize(new Memory<byte>(new byte[] { 1, 2 }))));
        }

        [Fact]
        public void Sequences_are_one_array_or_bin_across_their_segments()
        {
            Assert.Equal("920102", Hex(Serialize(new ReadOnlySequence<int>(new[] { 1, 2 }))));
            Assert.Equal("93010203", Hex(Serialize(TwoSegments(new[] { 1, 2 }, new[] { 3 }))));
            Assert.Equal(new[] { 1, 2, 3 }, Deserialize<ReadOnlySequence<int>>(Bytes("93010203")).ToArray());
            AssertRejected<ReadOnlySequence<int>>("C0");

            Assert.Equal("C4020102", Hex(Serialize(new ReadOnlySequence<byte>(new byte[] { 1, 2 }))));
            Assert.Equal("C403010203", Hex(Serialize(TwoSegments(new byte[] { 1, 2 }, new byte[] { 3 }))));
            Assert.Equal("C400", Hex(Serialize(default(ReadOnlySequence<byte>))));
            Assert.Equal(new byte[] { 1, 2 }, Deserialize<ReadOnlySequence<byte>>(Bytes("C4020102")).ToArray());
            Assert.True(Deserialize<ReadOnlySequence<byte>>(Bytes("C0")).IsEmpty);
        }

        [Fact]
        public void Byte_forms_stay_bin_when_the_generic_resolver_is_used_alone()
        {
            var options = new MessagePackSerializerOptions(Resolvers.CompositeResolver.Create(Resolvers.DynamicGenericResolver.Instance, Resolvers.BuiltinResolver.Instance));
            Assert.Equal("C4020102", Hex(Serialize(new ArraySegment<byte>(new byte[] { 1, 2 }), options)));
            Assert.Equal("C4020102", Hex(Serialize(new ReadOnlyMemory<byte>(new byte[] { 1, 2 }), options)));
            Assert.Equal("C4020102", Hex(Serialize(new ReadOnlySequence<byte>(new byte[] { 1, 2 }), options)));
        }

        private static bool[] ToBools(BitArray bits)
        {
            var result = new bool[bits.Length];
            bits.CopyTo(result, 0);
            return result;
        }

        private static ReadOnlySequence<T> TwoSegments<T>(T[] first, T[] second) =>
            SegmentedSequence.Create(new ReadOnlyMemory<T>[] { first, second });
    }
}
