namespace BlockPack.Tests.Compression
{
    /// <summary>A value that is its own msgpack bytes: serializing writes them, deserializing captures the next value.</summary>
    internal sealed class RawMsgpack
    {
        internal RawMsgpack(byte[] bytes) => this.Bytes = bytes;

        internal byte[] Bytes { get; }
    }
}
