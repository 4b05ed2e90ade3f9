using PolyType;
using N = Nerdbank.MessagePack;

namespace BlockPack.Benchmarks.Cases
{
    /// <summary>Nerdbank.MessagePack with a default serializer and the source-generated shapes of <see cref="NerdbankShapes"/>.</summary>
    /// <typeparam name="T">The value's type.</typeparam>
    internal sealed class NerdbankCase<T> : SerializerCase
    {
        private static readonly N.MessagePackSerializer Serializer = new N.MessagePackSerializer();
        private readonly ITypeShape<T> shape = NerdbankShapes.For<T>();
        private readonly T value;
        private T? sink;

        internal NerdbankCase(T value) => this.value = value;

        public override byte[] Serialize() => Serializer.Serialize(this.value, this.shape);

        public override void Deserialize() => this.sink = Serializer.Deserialize(this.Payload, this.shape);

        public override void Verify()
        {
            this.Deserialize();
            SameBytes(Serializer.Serialize(this.sink, this.shape), this.Payload);
        }
    }
}
