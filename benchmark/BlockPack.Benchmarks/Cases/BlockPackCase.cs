namespace BlockPack.Benchmarks.Cases
{
    /// <summary>BlockPack with the standard options and the case's compression.</summary>
    /// <typeparam name="T">The value's type.</typeparam>
    internal sealed class BlockPackCase<T> : SerializerCase
    {
        private readonly T value;
        private readonly MessagePackSerializerOptions options;
        private T? sink;

        internal BlockPackCase(T value, MessagePackCompression compression)
        {
            this.value = value;
            this.options = MessagePackSerializerOptions.Standard.WithCompression(compression);
        }

        public override byte[] Serialize() => MessagePackSerializer.Serialize(this.value, this.options);

        public override void Deserialize() => this.sink = MessagePackSerializer.Deserialize<T>(this.Payload, this.options);

        public override void Verify()
        {
            this.Deserialize();
            SameBytes(MessagePackSerializer.Serialize(this.sink, this.options), this.Payload);
        }
    }
}
