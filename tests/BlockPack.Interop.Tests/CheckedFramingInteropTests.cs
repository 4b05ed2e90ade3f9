using System;
using System.Collections.Generic;
using System.Linq;
using BlockPack.Interop.Tests.Models;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// What MessagePack-CSharp does with BlockPack's checked framings (ext 97 block array, ext 96 block): it does not
    /// recognize them as compressed, reads them as plain msgpack, and fails with its MessagePackSerializationException, for
    /// typed values and for <c>object</c> alike, whatever its compression option. It never returns a value.
    /// </summary>
    public class CheckedFramingInteropTests
    {
        private static readonly B.MessagePackCompression[] CheckedModes = { B.MessagePackCompression.Lz4Block, B.MessagePackCompression.Lz4BlockArray };

        private static readonly M.MessagePackCompression[] ReaderModes =
        {
            M.MessagePackCompression.None, M.MessagePackCompression.Lz4Block, M.MessagePackCompression.Lz4BlockArray,
        };

        [Theory]
        [InlineData(100)]
        [InlineData(20_000)]
        public void Int_key_record_lists_fail_loudly_as_typed_values_and_as_object(int count)
        {
            AssertReferenceRejects(Records.IntKeyed(count));
        }

        [Fact]
        public void String_key_record_lists_and_long_strings_fail_loudly()
        {
            AssertReferenceRejects(Records.StringKeyed(2_000));
            AssertReferenceRejects(string.Concat(Enumerable.Repeat("checked framing ", 10_000)));
            AssertReferenceRejects(Enumerable.Range(0, 5_000).Select(i => (byte)(i % 7)).ToArray());
        }

        private static void AssertReferenceRejects<T>(T value)
        {
            foreach (B.MessagePackCompression mode in CheckedModes)
            {
                byte[] checkedPayload = B.MessagePackSerializer.Serialize(value, Peers.BlockPackOptions(mode).WithBlockChecksums(true));
                Assert.Equal(mode == B.MessagePackCompression.Lz4Block ? "checked Lz4Block" : "checked Lz4BlockArray", Framing.Describe(checkedPayload));

                // BlockPack reads it back with either compression option, checksums on or off.
                foreach (B.MessagePackCompression readMode in CheckedModes)
                {
                    Peers.AssertSameBytes(Peers.ReferenceWrite(value), Peers.ReferenceWrite(Peers.BlockPackRead<T>(checkedPayload, readMode)), "BlockPack's round trip");
                }

                foreach (M.MessagePackCompression readerMode in ReaderModes)
                {
                    M.MessagePackSerializerOptions options = M.MessagePackSerializerOptions.Standard.WithCompression(readerMode);
                    // Typed: the first thing read is the ext header where the type's own format was expected.
                    var typed = Assert.Throws<M.MessagePackSerializationException>(() => M.MessagePackSerializer.Deserialize<T>(checkedPayload, options));
                    Assert.Contains("Unexpected msgpack code", typed.InnerException?.Message);

                    // object: the ext is an extension its primitive formatter does not know (2.5.305 and 3.1.12 alike).
                    var boxed = Assert.Throws<M.MessagePackSerializationException>(() => M.MessagePackSerializer.Deserialize<object>(checkedPayload, options));
                    string code = mode == B.MessagePackCompression.Lz4Block ? "0x60" : "0x61";
                    Assert.Equal($"Extension type code {code} is not supported by the PrimitiveObjectFormatter.", boxed.InnerException?.Message);
                }
            }
        }
    }
}
