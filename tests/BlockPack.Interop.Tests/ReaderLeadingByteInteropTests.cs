using System;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// For every possible first byte, <c>ReadInt32</c>, <c>ReadInt64</c>, <c>ReadString</c>, <c>ReadArrayHeader</c> and
    /// <c>ReadMapHeader</c> accept exactly what the real library's accept, read the same value, and fail with the same
    /// exception type where it fails.
    /// </summary>
    public class ReaderLeadingByteInteropTests
    {
        private delegate string Read(byte[] input);

        [Fact]
        public void Every_leading_byte_gets_the_same_outcome_from_both_readers()
        {
            var failures = new System.Collections.Generic.List<string>();
            for (int code = 0; code <= 0xff; code++)
            {
                // The code, then zeros: enough for every header and fixed-size value, and every declared length is 0.
                byte[] input = new byte[17];
                input[0] = (byte)code;
                Compare(failures, code, "ReadInt32", input, i => new M.MessagePackReader(i).ReadInt32().ToString(), i => new B.MessagePackReader(i).ReadInt32().ToString());
                Compare(failures, code, "ReadInt64", input, i => new M.MessagePackReader(i).ReadInt64().ToString(), i => new B.MessagePackReader(i).ReadInt64().ToString());
                Compare(failures, code, "ReadString", input, i => new M.MessagePackReader(i).ReadString() ?? "<null>", i => new B.MessagePackReader(i).ReadString() ?? "<null>");
                Compare(failures, code, "ReadArrayHeader", input, i => new M.MessagePackReader(i).ReadArrayHeader().ToString(), i => new B.MessagePackReader(i).ReadArrayHeader().ToString());
                Compare(failures, code, "ReadMapHeader", input, i => new M.MessagePackReader(i).ReadMapHeader().ToString(), i => new B.MessagePackReader(i).ReadMapHeader().ToString());

                // Only the code: whatever needs more bytes is truncated.
                byte[] alone = { (byte)code };
                Compare(failures, code, "ReadInt32 (code alone)", alone, i => new M.MessagePackReader(i).ReadInt32().ToString(), i => new B.MessagePackReader(i).ReadInt32().ToString());
                Compare(failures, code, "ReadString (code alone)", alone, i => new M.MessagePackReader(i).ReadString() ?? "<null>", i => new B.MessagePackReader(i).ReadString() ?? "<null>");
            }

            Assert.True(failures.Count == 0, string.Join(Environment.NewLine, failures));
        }

        private static void Compare(System.Collections.Generic.List<string> failures, int code, string method, byte[] input, Read theirs, Read ours)
        {
            string reference = Outcome(theirs, input);
            string actual = Outcome(ours, input);
            if (reference != actual)
            {
                failures.Add($"0x{code:x2} {method}: MessagePack-CSharp {reference}, BlockPack {actual}");
            }
        }

        private static string Outcome(Read read, byte[] input)
        {
            try
            {
                return "value " + read(input);
            }
            catch (Exception ex)
            {
                // The two libraries' MessagePackSerializationException are different types with the same name.
                return "throws " + ex.GetType().Name;
            }
        }
    }
}
