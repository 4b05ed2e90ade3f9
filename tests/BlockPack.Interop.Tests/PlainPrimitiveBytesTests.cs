using System;
using System.Linq;
using System.Numerics;
using BlockPack.Interop.Tests.Models;

namespace BlockPack.Interop.Tests
{
    /// <summary>Plain mode: every scalar type MessagePack-CSharp's StandardResolver handles, with its edges.</summary>
    public class PlainPrimitiveBytesTests
    {
        [Fact]
        public void Integers_at_every_encoding_edge()
        {
            foreach (long edge in new long[] { long.MinValue, int.MinValue - 1L, int.MinValue, short.MinValue - 1, short.MinValue, -129, -128, -33, -32, -1, 0, 1, 127, 128, 255, 256, 65535, 65536, int.MaxValue, uint.MaxValue, uint.MaxValue + 1L, long.MaxValue })
            {
                PlainBytes.AssertSame(edge);
                PlainBytes.AssertSame((ulong)Math.Max(0, edge));
                if (edge >= int.MinValue && edge <= int.MaxValue)
                {
                    PlainBytes.AssertSame((int)edge);
                }

                if (edge >= 0 && edge <= uint.MaxValue)
                {
                    PlainBytes.AssertSame((uint)edge);
                }

                if (edge >= short.MinValue && edge <= short.MaxValue)
                {
                    PlainBytes.AssertSame((short)edge);
                }

                if (edge >= 0 && edge <= ushort.MaxValue)
                {
                    PlainBytes.AssertSame((ushort)edge);
                }

                if (edge >= sbyte.MinValue && edge <= sbyte.MaxValue)
                {
                    PlainBytes.AssertSame((sbyte)edge);
                }

                if (edge >= 0 && edge <= byte.MaxValue)
                {
                    PlainBytes.AssertSame((byte)edge);
                }
            }

            PlainBytes.AssertSame(ulong.MaxValue);
            PlainBytes.AssertSame(short.MaxValue);
            PlainBytes.AssertSame(sbyte.MinValue);
        }

        [Fact]
        public void Floats_with_their_special_values()
        {
            foreach (double value in new[] { 0.0, -0.0, 1.5, double.Epsilon, double.MaxValue, double.MinValue, double.NaN, double.PositiveInfinity, double.NegativeInfinity })
            {
                PlainBytes.AssertSame(value);
                PlainBytes.AssertSame((float)value);
            }

            PlainBytes.AssertSame(float.Epsilon);
        }

        [Fact]
        public void Booleans_and_chars()
        {
            PlainBytes.AssertSame(true);
            PlainBytes.AssertSame(false);
            foreach (char c in new[] { '\0', 'a', '\u007F', '\u0080', 'é', '\u00FF', '\u0100', '漢', '\uD800', '\uFFFF' })
            {
                PlainBytes.AssertSame(c);
            }
        }

        [Fact]
        public void Strings_of_every_header_size_including_over_64_KB()
        {
            PlainBytes.AssertSame((string?)null);
            foreach (int length in new[] { 0, 1, 31, 32, 255, 256, 65535, 65536, 100_000 })
            {
                PlainBytes.AssertSame(new string('a', length));
            }

            PlainBytes.AssertSame("h\u00E9llo, \u4E16\u754C \uD83D\uDE00");
            PlainBytes.AssertSame(string.Concat(Enumerable.Repeat("\u00E9\u4E16\uD83D\uDE00", 10_000)));
        }

        [Fact]
        public void Byte_arrays_and_byte_memory()
        {
            PlainBytes.AssertSame((byte[]?)null);
            foreach (int length in new[] { 0, 1, 255, 256, 65535, 65536, 100_000 })
            {
                byte[] bytes = new byte[length];
                new Random(length).NextBytes(bytes);
                PlainBytes.AssertSame(bytes);
            }

            PlainBytes.AssertSame(new ArraySegment<byte>(new byte[] { 1, 2, 3, 4 }, 1, 2));
            PlainBytes.AssertSame(new Memory<byte>(new byte[] { 5, 6 }));
            PlainBytes.AssertSame(new ReadOnlyMemory<byte>(new byte[] { 7 }));
        }

        [Fact]
        public void DateTimes_of_every_kind_and_timestamp_size()
        {
            foreach (DateTimeKind kind in new[] { DateTimeKind.Utc, DateTimeKind.Local, DateTimeKind.Unspecified })
            {
                PlainBytes.AssertSame(new DateTime(2024, 5, 6, 7, 8, 9, kind));
                PlainBytes.AssertSame(new DateTime(2024, 5, 6, 7, 8, 9, kind).AddTicks(1234567));
            }

            PlainBytes.AssertSame(DateTime.UnixEpoch);
            PlainBytes.AssertSame(DateTime.UnixEpoch.AddTicks(-1));
            PlainBytes.AssertSame(new DateTime(1900, 1, 1, 0, 0, 0, DateTimeKind.Utc));
            PlainBytes.AssertSame(new DateTime(2106, 2, 7, 6, 28, 16, DateTimeKind.Utc));
            PlainBytes.AssertSame(new DateTime(2500, 1, 1, 0, 0, 0, DateTimeKind.Utc).AddTicks(1));
            PlainBytes.AssertSame(DateTime.SpecifyKind(DateTime.MinValue, DateTimeKind.Utc));
            PlainBytes.AssertSame(DateTime.SpecifyKind(DateTime.MaxValue, DateTimeKind.Utc));
        }

        [Fact]
        public void DateTimeOffsets_and_TimeSpans()
        {
            PlainBytes.AssertSame(new DateTimeOffset(2024, 5, 6, 7, 8, 9, TimeSpan.FromMinutes(330)));
            PlainBytes.AssertSame(new DateTimeOffset(1960, 1, 1, 0, 0, 0, TimeSpan.FromHours(-8)).AddTicks(7));
            PlainBytes.AssertSame(DateTimeOffset.MinValue);
            PlainBytes.AssertSame(DateTimeOffset.MaxValue);
            foreach (TimeSpan span in new[] { TimeSpan.Zero, TimeSpan.FromTicks(1), TimeSpan.FromTicks(-1), TimeSpan.FromDays(1), TimeSpan.MinValue, TimeSpan.MaxValue })
            {
                PlainBytes.AssertSame(span);
            }
        }

        [Fact]
        public void Guids_decimals_and_big_integers()
        {
            PlainBytes.AssertSame(Guid.Empty);
            PlainBytes.AssertSame(Guid.Parse("0f8fad5b-d9cb-469f-a165-70867728950e"));
            foreach (decimal value in new[] { 0m, 1m, -1.5m, 1.000m, 0.0000000001m, decimal.MaxValue, decimal.MinValue, 79228162514264337593543950335m / 3 })
            {
                PlainBytes.AssertSame(value);
            }

            PlainBytes.AssertSame(BigInteger.Zero);
            PlainBytes.AssertSame(BigInteger.Pow(-3, 101));
        }

        [Fact]
        public void Uris_and_Versions()
        {
            PlainBytes.AssertSame(new Uri("https://example.com/a%20b?q=1#f"));
            PlainBytes.AssertSame(new Uri("relative/path", UriKind.Relative));
            PlainBytes.AssertSame((Uri?)null);
            PlainBytes.AssertSame(new Version(1, 2));
            PlainBytes.AssertSame(new Version(1, 2, 3, 4));
            PlainBytes.AssertSame((Version?)null);
        }

        [Fact]
        public void Enums_of_every_underlying_type()
        {
            foreach (Status status in new[] { Status.Draft, Status.Open, Status.Closed, Status.Lost, (Status)12345678 })
            {
                PlainBytes.AssertSame(status);
            }

            PlainBytes.AssertSame(SmallEnum.One);
            PlainBytes.AssertSame(SmallEnum.Big);
            PlainBytes.AssertSame(WideEnum.Minus);
            PlainBytes.AssertSame(WideEnum.Huge);
            PlainBytes.AssertSame(DayOfWeek.Saturday);
            PlainBytes.AssertSame(AttributeTargets.Class | AttributeTargets.Method);
        }

        [Fact]
        public void Nullables_with_and_without_a_value()
        {
            PlainBytes.AssertSame((int?)null);
            PlainBytes.AssertSame((int?)-5);
            PlainBytes.AssertSame((double?)0.5);
            PlainBytes.AssertSame((DateTime?)new DateTime(2020, 1, 1, 0, 0, 0, DateTimeKind.Utc));
            PlainBytes.AssertSame((Guid?)null);
            PlainBytes.AssertSame((Status?)Status.Closed);
            PlainBytes.AssertSame((Status?)null);
            PlainBytes.AssertSame((IntKeyPoint?)new IntKeyPoint { X = 1, Y = -1 });
            PlainBytes.AssertSame((IntKeyPoint?)null);
            PlainBytes.AssertSame((decimal?)2.5m);
            PlainBytes.AssertSame((TimeSpan?)TimeSpan.FromSeconds(3));
        }
    }
}
