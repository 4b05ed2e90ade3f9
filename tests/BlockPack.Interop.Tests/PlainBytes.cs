namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// The plain-mode contract: BlockPack writes exactly MessagePack-CSharp's bytes, and reads them to the value
    /// MessagePack-CSharp reads, compared by what MessagePack-CSharp writes for each. (Comparing with the original
    /// bytes would be wrong for <c>object</c> members: a boxed <c>char</c> is written as an integer and read back as
    /// a <c>byte</c>, by both libraries.)
    /// </summary>
    internal static class PlainBytes
    {
        public static void AssertSame<T>(T value)
        {
            byte[] reference = Peers.ReferenceWrite(value);
            byte[] ours = Peers.BlockPackWrite(value);
            string what = $"{typeof(T).Name} {Describe(value)}";
            if (reference.Length <= 256)
            {
                Assert.True(Peers.Hex(reference) == Peers.Hex(ours), $"{what}: MessagePack-CSharp writes {Peers.Hex(reference)}, BlockPack {Peers.Hex(ours)}");
            }
            else
            {
                Peers.AssertSameBytes(reference, ours, what);
            }

            byte[] asReferenceReadsIt = Peers.ReferenceWrite(Peers.ReferenceRead<T>(reference));
            byte[] asBlockPackReadsIt = Peers.ReferenceWrite(Peers.BlockPackRead<T>(reference));
            Peers.AssertSameBytes(asReferenceReadsIt, asBlockPackReadsIt, what + ", read by each library and written again by MessagePack-CSharp");
        }

        private static string Describe<T>(T value)
        {
            string text = value?.ToString() ?? "null";
            return text.Length > 60 ? text.Substring(0, 60) + "..." : text;
        }
    }
}
