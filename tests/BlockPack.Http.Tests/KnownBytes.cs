namespace BlockPack.Http.Tests
{
    /// <summary>MessagePack written out by hand, independent of the serializer under test.</summary>
    internal static class KnownBytes
    {
        /// <summary>Order.Make(1): fixarray(4), 1, fixstr "customer-1", float64 1.25, fixarray(3) of fixstrs.</summary>
        public static readonly byte[] OrderOne =
        {
            0x94, 0x01,
            0xaa, (byte)'c', (byte)'u', (byte)'s', (byte)'t', (byte)'o', (byte)'m', (byte)'e', (byte)'r', (byte)'-', (byte)'1',
            0xcb, 0x3f, 0xf4, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
            0x93,
            0xa5, (byte)'s', (byte)'k', (byte)'u', (byte)'-', (byte)'1',
            0xa5, (byte)'s', (byte)'k', (byte)'u', (byte)'-', (byte)'2',
            0xa9, (byte)'g', (byte)'i', (byte)'f', (byte)'t', (byte)' ', (byte)'w', (byte)'r', (byte)'a', (byte)'p',
        };
    }
}
