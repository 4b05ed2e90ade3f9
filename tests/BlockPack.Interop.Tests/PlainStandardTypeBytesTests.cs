using System;
using System.Buffers;
using System.Collections;
using System.Collections.Generic;
using System.Numerics;
using System.Text;
using B = BlockPack;
using M = MessagePack;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// Plain mode, the standard library types added for issue 20: BlockPack writes MessagePack-CSharp's bytes, reads
    /// what MessagePack-CSharp writes, and MessagePack-CSharp reads what BlockPack writes. Version 2 lacks the
    /// types under MESSAGEPACK_V3.
    /// </summary>
    public class PlainStandardTypeBytesTests
    {
        [Fact]
        public void Half_DateOnly_TimeOnly_and_Complex()
        {
            foreach (Half value in new[] { (Half)0, (Half)1, (Half)(-2.5), Half.MaxValue, Half.MinValue, Half.Epsilon, Half.NaN, Half.PositiveInfinity, Half.NegativeInfinity })
            {
                AssertBothWays(value);
                AssertBothWays<Half?>(value);
            }

            AssertBothWays<Half?>(null);
            foreach (DateOnly value in new[] { DateOnly.MinValue, new DateOnly(2020, 2, 29), DateOnly.MaxValue })
            {
                AssertBothWays(value);
                AssertBothWays<DateOnly?>(value);
            }

            foreach (TimeOnly value in new[] { TimeOnly.MinValue, new TimeOnly(1, 2, 3, 4), TimeOnly.MaxValue })
            {
                AssertBothWays(value);
                AssertBothWays<TimeOnly?>(value);
            }

            foreach (Complex value in new[] { Complex.Zero, new Complex(1.5, -2), new Complex(double.MaxValue, double.NaN) })
            {
                AssertBothWays(value);
                AssertBothWays<Complex?>(value);
            }

            AssertBothWays(new[] { new DateOnly(2021, 1, 1) });
            AssertBothWays(new List<TimeOnly> { new TimeOnly(23, 59) });
        }

        [Fact]
        public void StringBuilder_BitArray_Lazy_and_Type()
        {
            AssertBothWays(new StringBuilder("héllo"));
            AssertBothWays(new StringBuilder());
            AssertBothWays((StringBuilder?)null);
            AssertBothWays(new BitArray(new[] { true, false, true, true }));
            AssertBothWays(new BitArray(0));
            AssertBothWays(new BitArray(70000, true));
            AssertBothWays((BitArray?)null);
            AssertBothWays(new Lazy<int>(() => 42));
            AssertBothWays(new Lazy<string>(() => "lazy"));
            AssertBothWays(new Lazy<int[]>(() => new[] { 1, 2 }));
            AssertBothWays((Lazy<int>?)null);
            AssertBothWays(typeof(int));
            AssertBothWays(typeof(Dictionary<string, List<int>>));
            AssertBothWays(typeof(PlainStandardTypeBytesTests));
            AssertBothWays((Type?)null);

            Assert.Equal(42, Peers.BlockPackRead<Lazy<int>>(Peers.ReferenceWrite(new Lazy<int>(() => 42))).Value);
            Assert.Same(typeof(Dictionary<string, List<int>>), Peers.BlockPackRead<Type>(Peers.ReferenceWrite(typeof(Dictionary<string, List<int>>))));
            Assert.Equal("héllo", Peers.BlockPackRead<StringBuilder>(Peers.ReferenceWrite(new StringBuilder("héllo"))).ToString());
        }

        [Fact]
        public void Segments_memory_and_sequences_of_any_element()
        {
            int[] numbers = { 1, -1, 300, int.MaxValue };
            AssertBothWays(new ArraySegment<int>(numbers, 1, 2));
            AssertBothWays(default(ArraySegment<int>));
            AssertBothWays(new ArraySegment<string>(new[] { "a", "b" }));
            AssertBothWays<ArraySegment<int>?>(new ArraySegment<int>(numbers));
            AssertBothWays(new Memory<int>(numbers, 1, 3));
            AssertBothWays(default(Memory<int>));
            AssertBothWays(new ReadOnlyMemory<string>(new[] { "x" }));
            AssertBothWays(default(ReadOnlyMemory<long>));
            AssertBothWays(new ReadOnlySequence<int>(numbers));
            AssertBothWays(BlockPack.Tests.SegmentedSequence.Create(new ReadOnlyMemory<int>[] { new[] { 1, 2 }, new[] { 3 } }));
            AssertBothWays(new ReadOnlySequence<byte>(new byte[] { 1, 2, 3 }));
            AssertBothWays(BlockPack.Tests.SegmentedSequence.Of(new byte[] { 1, 2 }, new byte[] { 3 }));
            AssertBothWays(default(ReadOnlySequence<byte>));

            // The byte forms stay bin.
            AssertBothWays(new ArraySegment<byte>(new byte[] { 9, 8 }));
            AssertBothWays(new Memory<byte>(new byte[] { 9 }));
        }

#if MESSAGEPACK_V3
        [Fact]
        public void Int128_and_UInt128()
        {
            foreach (Int128 value in new[] { Int128.Zero, Int128.One, Int128.NegativeOne, Int128.MaxValue, Int128.MinValue, (Int128)ulong.MaxValue + 1 })
            {
                AssertBothWays(value);
                AssertBothWays<Int128?>(value);
            }

            foreach (UInt128 value in new[] { UInt128.Zero, UInt128.One, UInt128.MaxValue, (UInt128)ulong.MaxValue * 3 })
            {
                AssertBothWays(value);
                AssertBothWays<UInt128?>(value);
            }

            AssertBothWays<Int128?>(null);

            // OldSpec: the same 16 bytes in a str.
            var reference = M.MessagePackSerializerOptions.Standard.WithOldSpec(true);
            var ours = B.MessagePackSerializerOptions.Standard.WithOldSpec(true);
            foreach (Int128 value in new[] { Int128.One, Int128.MinValue })
            {
                byte[] referenceBytes = M.MessagePackSerializer.Serialize(value, reference);
                Peers.AssertSameBytes(referenceBytes, B.MessagePackSerializer.Serialize(value, ours), $"Int128 {value}, OldSpec");
                Assert.Equal(value, B.MessagePackSerializer.Deserialize<Int128>(referenceBytes, ours));
            }
        }

        [Fact]
        public void Runes()
        {
            foreach (Rune value in new[] { new Rune(0), new Rune('a'), new Rune(0xE9), new Rune(0xFFFF), new Rune(0x1F600), new Rune(0x10FFFF) })
            {
                AssertBothWays(value);
                AssertBothWays<Rune?>(value);
            }
        }

        [Fact]
        public void Vectors_quaternions_and_matrices()
        {
            AssertBothWays(new Vector2(1.5f, -2));
            AssertBothWays(new Vector3(1, float.NaN, float.MaxValue));
            AssertBothWays(new Vector4(1, 2, 3, float.Epsilon));
            AssertBothWays(new Quaternion(0.5f, 1, 2, 3));
            AssertBothWays(new Matrix3x2(1, 2, 3, 4, 5, 6));
            AssertBothWays(new Matrix4x4(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16));
            AssertBothWays<Vector2?>(null);
            AssertBothWays<Matrix4x4?>(Matrix4x4.Identity);
            AssertBothWays(new[] { Vector3.UnitX, Vector3.UnitY });
        }
#endif

        /// <summary>
        /// The plain-bytes contract, plus the reverse direction: what BlockPack writes, MessagePack-CSharp reads to a
        /// value it writes back to the same bytes.
        /// </summary>
        private static void AssertBothWays<T>(T value)
        {
            PlainBytes.AssertSame(value);
            byte[] ours = Peers.BlockPackWrite(value);
            Peers.AssertSameBytes(ours, Peers.ReferenceWrite(Peers.ReferenceRead<T>(ours)), $"{typeof(T).Name} written by BlockPack, read and written again by MessagePack-CSharp");
        }
    }
}
