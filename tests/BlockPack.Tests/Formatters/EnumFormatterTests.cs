using System;
using BlockPack.Formatters;
using static BlockPack.Tests.Formatters.FormatterTestKit;

namespace BlockPack.Tests.Formatters
{
    public class EnumFormatterTests
    {
        public enum SByteEnum : sbyte { Min = sbyte.MinValue, MinusOne = -1, Max = sbyte.MaxValue }

        public enum ByteEnum : byte { Zero = 0, Max = byte.MaxValue }

        public enum Int16Enum : short { Min = short.MinValue, Max = short.MaxValue }

        public enum UInt16Enum : ushort { Max = ushort.MaxValue }

        public enum Int32Enum { Min = int.MinValue, A = 1, Max = int.MaxValue }

        public enum UInt32Enum : uint { Max = uint.MaxValue }

        public enum Int64Enum : long { Min = long.MinValue, Max = long.MaxValue }

        public enum UInt64Enum : ulong { Max = ulong.MaxValue }

        [Flags]
        public enum Permissions { None = 0, Read = 1, Write = 2, Execute = 4 }

        [Fact]
        public void Enums_are_their_underlying_value()
        {
            Assert.Equal("D080", Hex(Serialize(SByteEnum.Min)));
            Assert.Equal("FF", Hex(Serialize(SByteEnum.MinusOne)));
            Assert.Equal("7F", Hex(Serialize(SByteEnum.Max)));
            Assert.Equal("CCFF", Hex(Serialize(ByteEnum.Max)));
            Assert.Equal("D18000", Hex(Serialize(Int16Enum.Min)));
            Assert.Equal("CDFFFF", Hex(Serialize(UInt16Enum.Max)));
            Assert.Equal("D280000000", Hex(Serialize(Int32Enum.Min)));
            Assert.Equal("01", Hex(Serialize(Int32Enum.A)));
            Assert.Equal("CEFFFFFFFF", Hex(Serialize(UInt32Enum.Max)));
            Assert.Equal("D38000000000000000", Hex(Serialize(Int64Enum.Min)));
            Assert.Equal("CF7FFFFFFFFFFFFFFF", Hex(Serialize(Int64Enum.Max)));
            Assert.Equal("CFFFFFFFFFFFFFFFFF", Hex(Serialize(UInt64Enum.Max)));
        }

        [Fact]
        public void Enums_of_every_underlying_type_round_trip()
        {
            Assert.Equal(SByteEnum.Min, RoundTrip(SByteEnum.Min));
            Assert.Equal(SByteEnum.Max, RoundTrip(SByteEnum.Max));
            Assert.Equal(ByteEnum.Max, RoundTrip(ByteEnum.Max));
            Assert.Equal(ByteEnum.Zero, RoundTrip(ByteEnum.Zero));
            Assert.Equal(Int16Enum.Min, RoundTrip(Int16Enum.Min));
            Assert.Equal(Int16Enum.Max, RoundTrip(Int16Enum.Max));
            Assert.Equal(UInt16Enum.Max, RoundTrip(UInt16Enum.Max));
            Assert.Equal(Int32Enum.Min, RoundTrip(Int32Enum.Min));
            Assert.Equal(Int32Enum.Max, RoundTrip(Int32Enum.Max));
            Assert.Equal(UInt32Enum.Max, RoundTrip(UInt32Enum.Max));
            Assert.Equal(Int64Enum.Min, RoundTrip(Int64Enum.Min));
            Assert.Equal(Int64Enum.Max, RoundTrip(Int64Enum.Max));
            Assert.Equal(UInt64Enum.Max, RoundTrip(UInt64Enum.Max));
            Assert.Equal(DayOfWeek.Saturday, RoundTrip(DayOfWeek.Saturday));
        }

        [Fact]
        public void Undefined_values_and_flag_combinations_round_trip()
        {
            Assert.Equal("07", Hex(Serialize(Permissions.Read | Permissions.Write | Permissions.Execute)));
            Assert.Equal(Permissions.Read | Permissions.Execute, RoundTrip(Permissions.Read | Permissions.Execute));
            Assert.Equal((Int32Enum)12345, RoundTrip((Int32Enum)12345));
            Assert.Equal((Int32Enum)12345, Deserialize<Int32Enum>(Bytes("CD3039")));
        }

        [Fact]
        public void Nullable_enums()
        {
            Assert.Equal("C0", Hex(Serialize<Permissions?>(null)));
            Assert.Equal("02", Hex(Serialize<Permissions?>(Permissions.Write)));
            Assert.Equal(Permissions.Write, Deserialize<Permissions?>(Bytes("02")));
            Assert.Null(Deserialize<Permissions?>(Bytes("C0")));
        }

        [Fact]
        public void Values_outside_the_underlying_range_or_family_are_rejected()
        {
            AssertRejected<ByteEnum>("CD0100");
            AssertRejected<ByteEnum>("FF");
            AssertRejected<SByteEnum>("CC80");
            AssertRejected<UInt64Enum>("FF");
            AssertRejected<Int32Enum>("A141");
            AssertRejected<Int32Enum>("C0");
        }

        [Fact]
        public void The_resolver_gives_enums_the_generic_enum_formatter()
        {
            Assert.IsType<EnumFormatter<Permissions>>(Options.Resolver.GetFormatter<Permissions>());
            Assert.IsType<NullableFormatter<Permissions>>(Options.Resolver.GetFormatter<Permissions?>());
        }
    }
}
