using System.Text.Json;

namespace BlockPack.Benchmarks.Cases
{
    /// <summary>System.Text.Json with default (reflection-based) options.</summary>
    /// <typeparam name="T">The value's type.</typeparam>
    internal sealed class JsonCase<T> : SerializerCase
    {
        private static readonly JsonSerializerOptions Options = new JsonSerializerOptions();
        private readonly T value;
        private T? sink;

        internal JsonCase(T value) => this.value = value;

        public override byte[] Serialize() => JsonSerializer.SerializeToUtf8Bytes(this.value, Options);

        public override void Deserialize() => this.sink = JsonSerializer.Deserialize<T>(this.Payload, Options);

        public override void Verify()
        {
            this.Deserialize();
            SameBytes(JsonSerializer.SerializeToUtf8Bytes(this.sink, Options), this.Payload);
        }
    }
}
