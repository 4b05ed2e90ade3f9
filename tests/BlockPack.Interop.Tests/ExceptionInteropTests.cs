using System;
using System.IO;
using System.Linq;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// The exception types user code catches are the real library's: the same input fails with the same type from both
    /// readers, both serializers wrap it in their MessagePackSerializationException with it as inner exception, and
    /// the security presets carry the same values.
    /// </summary>
    public class ExceptionInteropTests
    {
        [Theory]
        [InlineData("")]
        [InlineData("cd 01")]
        [InlineData("d2 00 00 00")]
        [InlineData("cf 00")]
        public void A_truncated_integer_is_an_EndOfStreamException_in_both(string hex)
        {
            byte[] bytes = Bytes(hex);
            Assert.Throws<EndOfStreamException>(() => new M.MessagePackReader(bytes).ReadInt64());
            Assert.Throws<EndOfStreamException>(() => new B.MessagePackReader(bytes).ReadInt64());
        }

        [Theory]
        [InlineData("a3 61 62")] // fixstr of 3, 2 bytes
        [InlineData("c4 05 01")] // bin8 of 5, 1 byte
        [InlineData("dc 00 05 01")] // array16 of 5, 1 element
        [InlineData("92 01")] // fixarray of 2, 1 element
        public void Truncated_data_skipped_is_an_EndOfStreamException_in_both(string hex)
        {
            byte[] bytes = Bytes(hex);
            Assert.Throws<EndOfStreamException>(() => new M.MessagePackReader(bytes).Skip());
            Assert.Throws<EndOfStreamException>(() => new B.MessagePackReader(bytes).Skip());
        }

        [Theory]
        [InlineData("cd 01 00")] // 256
        [InlineData("ff")] // -1
        public void An_integer_that_does_not_fit_a_byte_is_an_OverflowException_in_both(string hex)
        {
            byte[] bytes = Bytes(hex);
            Assert.Throws<OverflowException>(() => new M.MessagePackReader(bytes).ReadByte());
            Assert.Throws<OverflowException>(() => new B.MessagePackReader(bytes).ReadByte());
        }

        [Fact]
        public void Both_serializers_wrap_the_readers_exception_as_the_inner_exception()
        {
            byte[] truncated = Bytes("cd 01");
            var theirs = Assert.Throws<M.MessagePackSerializationException>(() => M.MessagePackSerializer.Deserialize<int>(truncated));
            var ours = Assert.Throws<B.MessagePackSerializationException>(() => B.MessagePackSerializer.Deserialize<int>(truncated));
            Assert.IsType<EndOfStreamException>(theirs.InnerException);
            Assert.IsType<EndOfStreamException>(ours.InnerException);

            byte[] tooBig = Bytes("cd 01 00");
            theirs = Assert.Throws<M.MessagePackSerializationException>(() => M.MessagePackSerializer.Deserialize<byte>(tooBig));
            ours = Assert.Throws<B.MessagePackSerializationException>(() => B.MessagePackSerializer.Deserialize<byte>(tooBig));
            Assert.IsType<OverflowException>(theirs.InnerException);
            Assert.IsType<OverflowException>(ours.InnerException);
        }

        [Fact]
        public void Past_the_depth_limit_both_throw_InsufficientExecutionStackException_inside()
        {
            byte[] deep = Enumerable.Repeat((byte)0x91, 20).Append((byte)0x01).ToArray();
            var theirs = Assert.Throws<M.MessagePackSerializationException>(() => M.MessagePackSerializer.Deserialize<object>(
                deep, M.MessagePackSerializerOptions.Standard.WithSecurity(M.MessagePackSecurity.UntrustedData.WithMaximumObjectGraphDepth(5))));
            var ours = Assert.Throws<B.MessagePackSerializationException>(() => B.MessagePackSerializer.Deserialize<object>(
                deep, B.MessagePackSerializerOptions.Standard.WithSecurity(B.MessagePackSecurity.UntrustedData.WithMaximumObjectGraphDepth(5))));
            Assert.IsType<InsufficientExecutionStackException>(theirs.InnerException);
            Assert.IsType<InsufficientExecutionStackException>(ours.InnerException);
        }

        [Fact]
        public void Nil_where_an_int_member_is_expected_fails_in_both()
        {
            // [3, nil]: what a type with no member at key 1 writes (a gap). Neither library turns the nil into 0 for an
            // int member: both fail, with the reader's complaint about the nil inside (MessagePack-CSharp issue 2247).
            byte[] gap = Bytes("92 03 c0");
            var theirs = Assert.Throws<M.MessagePackSerializationException>(() => M.MessagePackSerializer.Deserialize<Models.IntKeyPoint>(gap));
            var ours = Assert.Throws<B.MessagePackSerializationException>(() => B.MessagePackSerializer.Deserialize<Models.IntKeyPoint>(gap));
            Assert.Contains("nil", theirs.ToString(), StringComparison.Ordinal);
            Assert.Contains("nil", ours.ToString(), StringComparison.Ordinal);
        }

        [Fact]
        public void A_type_name_that_does_not_load_is_a_TypeLoadException_inside_in_both()
        {
            byte[] name = M.MessagePackSerializer.Serialize("No.Such.Namespace.NoSuchType");
            var theirs = Assert.Throws<M.MessagePackSerializationException>(() => M.MessagePackSerializer.Deserialize<Type>(name));
            var ours = Assert.Throws<B.MessagePackSerializationException>(() => B.MessagePackSerializer.Deserialize<Type>(name));
            Assert.IsType<TypeLoadException>(theirs.InnerException);
            Assert.IsType<TypeLoadException>(ours.InnerException);
        }

        [Fact]
        public void The_security_presets_carry_the_same_values()
        {
            Assert.Equal(M.MessagePackSecurity.TrustedData.HashCollisionResistant, B.MessagePackSecurity.TrustedData.HashCollisionResistant);
            Assert.Equal(M.MessagePackSecurity.UntrustedData.HashCollisionResistant, B.MessagePackSecurity.UntrustedData.HashCollisionResistant);
            Assert.Equal(M.MessagePackSecurity.UntrustedData.MaximumObjectGraphDepth, B.MessagePackSecurity.UntrustedData.MaximumObjectGraphDepth);
#if MESSAGEPACK_V3
            // 3.1.12 limits TrustedData to 500 levels too; 2.5.305 had no limit there (int.MaxValue). BlockPack follows 3.1.12.
            Assert.Equal(M.MessagePackSecurity.TrustedData.MaximumObjectGraphDepth, B.MessagePackSecurity.TrustedData.MaximumObjectGraphDepth);
            Assert.Equal(M.MessagePackSecurity.TrustedData.MaximumDecompressedSize, B.MessagePackSecurity.TrustedData.MaximumDecompressedSize);
            Assert.Equal(M.MessagePackSecurity.UntrustedData.MaximumDecompressedSize, B.MessagePackSecurity.UntrustedData.MaximumDecompressedSize);
#else
            Assert.Equal(int.MaxValue, M.MessagePackSecurity.TrustedData.MaximumObjectGraphDepth);
            Assert.Equal(500, B.MessagePackSecurity.TrustedData.MaximumObjectGraphDepth);
#endif
        }

        [Fact]
        public void An_object_key_without_a_safe_hash_is_a_TypeAccessException_inside_in_both()
        {
            byte[] mapKeyedByMap = Bytes("81 80 01"); // {{}: 1}
            var theirs = Assert.Throws<M.MessagePackSerializationException>(() => M.MessagePackSerializer.Deserialize<object>(
                mapKeyedByMap, M.MessagePackSerializerOptions.Standard.WithSecurity(M.MessagePackSecurity.UntrustedData)));
            var ours = Assert.Throws<B.MessagePackSerializationException>(() => B.MessagePackSerializer.Deserialize<object>(
                mapKeyedByMap, B.MessagePackSerializerOptions.Standard.WithSecurity(B.MessagePackSecurity.UntrustedData)));
            Assert.IsType<TypeAccessException>(theirs.InnerException);
            Assert.IsType<TypeAccessException>(ours.InnerException);
        }

        private static byte[] Bytes(string hex) => Convert.FromHexString(hex.Replace(" ", string.Empty, StringComparison.Ordinal));
    }
}
