using B = BlockPack;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// The compressed-payload contract: for each mode, both libraries choose the same container, and each reads the
    /// other's output with either mode's options to a value MessagePack-CSharp writes back as the original's plain bytes.
    /// </summary>
    internal static class CompressedInterop
    {
        public static void AssertBothDirections<T>(T value)
        {
            byte[] plain = Peers.ReferenceWrite(value);
            Peers.AssertSameBytes(plain, Peers.BlockPackWrite(value), "plain bytes");

            foreach (B.MessagePackCompression written in Peers.CompressedModes)
            {
                byte[] byReference = Peers.ReferenceWrite(value, written);
                byte[] byBlockPack = Peers.BlockPackWrite(value, written);
                string container = Framing.Describe(byReference);
                Assert.Equal(container, Framing.Describe(byBlockPack));
                if (container == "plain")
                {
                    // Below the compression threshold both write the plain bytes.
                    Peers.AssertSameBytes(byReference, byBlockPack, $"{written} output below the threshold");
                }

                foreach (B.MessagePackCompression readWith in Peers.CompressedModes)
                {
                    T readByBlockPack = Peers.BlockPackRead<T>(byReference, readWith);
                    Peers.AssertSameBytes(plain, Peers.ReferenceWrite(readByBlockPack), $"BlockPack reading MessagePack-CSharp's {written} with {readWith} options");
                    T readByReference = Peers.ReferenceRead<T>(byBlockPack, readWith);
                    Peers.AssertSameBytes(plain, Peers.ReferenceWrite(readByReference), $"MessagePack-CSharp reading BlockPack's {written} with {readWith} options");
                }
            }
        }
    }
}
