using System;
using System.Collections.Generic;
using BlockPack.Interop.Tests.Models;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// Plain mode: attributed classes and structs with integer and string keys, unions, constructors,
    /// <c>[IgnoreMember]</c> and <c>object</c> members. MessagePack-CSharp 3 runs without its source generator here, so
    /// its dynamic resolver writes these types, as it does for most of its users.
    /// </summary>
    public class PlainObjectBytesTests
    {
        [Fact]
        public void Classes_with_integer_keys_a_gap_and_ignored_members()
        {
            PlainBytes.AssertSame(Sample());
            PlainBytes.AssertSame(new Everything());
            PlainBytes.AssertSame((Everything?)null);
        }

        [Fact]
        public void Classes_with_string_keys()
        {
            PlainBytes.AssertSame(Records.StringKeyed(3));
            PlainBytes.AssertSame(new StringKeyRecord());
        }

        [Fact]
        public void Structs_with_integer_and_string_keys()
        {
            PlainBytes.AssertSame(new IntKeyPoint { X = int.MinValue, Y = 7 });
            PlainBytes.AssertSame(new StringKeyPoint { X = -0.5, Y = double.NaN });
            PlainBytes.AssertSame(new[] { new StringKeyPoint { X = 1 }, default });
        }

        [Fact]
        public void Unions_by_interface()
        {
            PlainBytes.AssertSame<IShape>(new Circle { Radius = 2 });
            PlainBytes.AssertSame<IShape>(new Square { Side = 3 });
            PlainBytes.AssertSame<IShape?>(null);
            PlainBytes.AssertSame(new List<IShape?> { new Square { Side = 1 }, null, new Circle() });
        }

        [Fact]
        public void Types_built_through_their_constructor()
        {
            PlainBytes.AssertSame(new ImmutableIntKeyed(42, "answer"));
            PlainBytes.AssertSame(new ImmutableStringKeyed("EUR", -5));
            Assert.Equal("answer", Peers.BlockPackRead<ImmutableIntKeyed>(Peers.ReferenceWrite(new ImmutableIntKeyed(42, "answer"))).Label);
            Assert.Equal(-5, Peers.BlockPackRead<ImmutableStringKeyed>(Peers.ReferenceWrite(new ImmutableStringKeyed("EUR", -5))).Amount);
        }

        [Fact]
        public void Object_members_holding_each_kind_of_value()
        {
            object?[] values =
            {
                null, true, 'c', (sbyte)-1, (byte)1, (short)1, (ushort)1, 1, 1u, 1L, 1UL, 1.5f, 1.5, "s", new byte[] { 1 },
                new DateTime(2020, 1, 1, 0, 0, 0, DateTimeKind.Utc), Status.Closed, SmallEnum.Big, WideEnum.Minus, 2.5m,
                Guid.Empty, new object?[] { 1, "a", null }, new List<int> { 1, 2 }, new Dictionary<object, object?> { ["k"] = 1L },
                new Dictionary<string, int> { ["k"] = 1 }, (1, "a"), new IntKeyPoint { X = 1 }, new Circle { Radius = 1 },
                new int[,] { { 1 } }, TimeSpan.FromTicks(5), new object(),
            };

            foreach (object? value in values)
            {
                Everything sample = Sample();
                sample.Anything = value;
                PlainBytes.AssertSame(sample);
            }
        }

        private static Everything Sample() => new Everything
        {
            Number = -12345,
            Text = "text",
            Bytes = new byte[] { 0, 1, 2 },
            When = new DateTime(2021, 3, 4, 5, 6, 7, DateTimeKind.Utc),
            Small = SmallEnum.Big,
            Maybe = 3,
            Counts = new Dictionary<string, int> { ["x"] = 1, ["y"] = 2 },
            Point = new IntKeyPoint { X = 1, Y = 2 },
            Shape = new Square { Side = 0.5 },
            Anything = "anything",
            Letter = 'ł',
            Ratio = 0.1f,
            Scratch = 99,
        };
    }
}
