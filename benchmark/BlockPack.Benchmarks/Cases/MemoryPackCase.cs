using MemoryPack;

namespace BlockPack.Benchmarks.Cases
{
    /// <summary>MemoryPack, plain (its own binary format, not msgpack), through its source-generated formatters.</summary>
    /// <typeparam name="T">The value's type.</typeparam>
    internal sealed class MemoryPackCase<T> : SerializerCase
    {
        private readonly T value;
        private T? sink;

        internal MemoryPackCase(T value) => this.value = value;

        public override byte[] Serialize() => MemoryPackSerializer.Serialize(this.value);

        public override void Deserialize() => this.sink = MemoryPackSerializer.Deserialize<T>(this.Payload);

        public override void Verify()
        {
            this.Deserialize();
            SameBytes(MemoryPackSerializer.Serialize(this.sink), this.Payload);
        }
    }
}
