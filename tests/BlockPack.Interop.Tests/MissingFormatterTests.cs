using System;
using System.Buffers;
using System.Collections;
using System.Numerics;
using System.Text;
using B = BlockPack;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// Types MessagePack-CSharp's StandardResolver writes and BlockPack has no formatter for yet (docs/design.md,
    /// "Types BlockPack has no formatter for"). Writing or reading one is a serialization error naming the type, never
    /// other bytes. When a formatter is added, its type fails here: move it to the plain-bytes tests and the docs.
    /// </summary>
    public class MissingFormatterTests
    {
        [Fact]
        public void Memory_types()
        {
            AssertOnlyTheReferenceWrites(new ArraySegment<int>(new[] { 1 }));
            AssertOnlyTheReferenceWrites(new Memory<int>(new[] { 1 }));
            AssertOnlyTheReferenceWrites(new ReadOnlyMemory<int>(new[] { 1 }));
            AssertOnlyTheReferenceWrites(new ReadOnlySequence<byte>(new byte[] { 1 }));
        }

        [Fact]
        public void Bit_arrays()
        {
            AssertOnlyTheReferenceWrites(new BitArray(new[] { true, false }));
        }

        [Fact]
        public void Other_standard_types()
        {
            AssertOnlyTheReferenceWrites(new Lazy<int>(() => 1));
            AssertOnlyTheReferenceWrites(new StringBuilder("a"));
            AssertOnlyTheReferenceWrites(typeof(int));
            AssertOnlyTheReferenceWrites(new Complex(1, 2));
            AssertOnlyTheReferenceWrites((Half)1);
            AssertOnlyTheReferenceWrites(new DateOnly(2020, 1, 1));
            AssertOnlyTheReferenceWrites(new TimeOnly(1, 2));
#if MESSAGEPACK_V3
            AssertOnlyTheReferenceWrites((Int128)1);
            AssertOnlyTheReferenceWrites((UInt128)1);
            AssertOnlyTheReferenceWrites(new Rune('a'));
            AssertOnlyTheReferenceWrites(Vector2.One);
            AssertOnlyTheReferenceWrites(Vector3.One);
            AssertOnlyTheReferenceWrites(Vector4.One);
            AssertOnlyTheReferenceWrites(Quaternion.Identity);
            AssertOnlyTheReferenceWrites(Matrix3x2.Identity);
            AssertOnlyTheReferenceWrites(Matrix4x4.Identity);
#endif
        }

        private static void AssertOnlyTheReferenceWrites<T>(T value)
        {
            byte[] reference = Peers.ReferenceWrite(value);
            Assert.NotEmpty(reference);
            var writeError = Assert.ThrowsAny<B.MessagePackSerializationException>(() => Peers.BlockPackWrite(value));
            Assert.Contains(typeof(T).Name, writeError.ToString(), StringComparison.Ordinal);
            var readError = Assert.ThrowsAny<B.MessagePackSerializationException>(() => Peers.BlockPackRead<T>(reference));
            Assert.Contains(typeof(T).Name, readError.ToString(), StringComparison.Ordinal);
        }
    }
}
