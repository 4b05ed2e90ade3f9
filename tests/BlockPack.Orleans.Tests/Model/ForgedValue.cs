namespace BlockPack.Orleans.Tests.Model
{
    /// <summary>
    /// A hostile peer's value: its formatter writes <see cref="Raw"/> as the value's BlockPack bytes, whatever they
    /// are, and reads a value back as an untyped object, so the test chooses exactly what the receiver must decode.
    /// Taken by the codec through the isSerializable predicate, not by an attribute. [Immutable] so that Orleans'
    /// copy of a call's arguments (made by the caller before sending) keeps the raw bytes: the receiver sees them. A
    /// value read back keeps the bytes it was read from, so a silo that forwards the call sends them on.
    /// </summary>
    [global::Orleans.Immutable]
    [MessagePackFormatter(typeof(ForgedValueFormatter))]
    public sealed class ForgedValue
    {
        public byte[] Raw { get; set; } = System.Array.Empty<byte>();

        public object? Decoded { get; set; }
    }
}
