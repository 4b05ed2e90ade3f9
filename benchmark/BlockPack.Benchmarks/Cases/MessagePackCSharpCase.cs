using System;
using M = MessagePack;

namespace BlockPack.Benchmarks.Cases
{
    /// <summary>
    /// MessagePack-CSharp with its standard options (attributed types through its dynamic resolver: no source generator
    /// runs in this project) and the same compression mode as BlockPack's case.
    /// </summary>
    /// <typeparam name="T">The value's type.</typeparam>
    internal sealed class MessagePackCSharpCase<T> : SerializerCase
    {
        private readonly T value;
        private readonly MessagePackCompression compression;
        private readonly M.MessagePackSerializerOptions options;
        private T? sink;

        internal MessagePackCSharpCase(T value, MessagePackCompression compression)
        {
            this.value = value;
            this.compression = compression;
            this.options = M.MessagePackSerializerOptions.Standard.WithCompression(compression switch
            {
                MessagePackCompression.None => M.MessagePackCompression.None,
                MessagePackCompression.Lz4Block => M.MessagePackCompression.Lz4Block,
                MessagePackCompression.Lz4BlockArray => M.MessagePackCompression.Lz4BlockArray,
                _ => throw new ArgumentOutOfRangeException(nameof(compression)),
            });
        }

        public override byte[] Serialize() => M.MessagePackSerializer.Serialize(this.value, this.options);

        public override void Deserialize() => this.sink = M.MessagePackSerializer.Deserialize<T>(this.Payload, this.options);

        public override void Verify()
        {
            this.Deserialize();
            SameBytes(M.MessagePackSerializer.Serialize(this.sink, this.options), this.Payload);

            // Both libraries read each other's output in this mode, so the two deserialize columns read the same kind
            // of input: the plain msgpack of what each reads back equals that of the original value.
            var blockPackOptions = MessagePackSerializerOptions.Standard.WithCompression(this.compression);
            byte[] plain = M.MessagePackSerializer.Serialize(this.value, M.MessagePackSerializerOptions.Standard);
            SameBytes(MessagePackSerializer.Serialize(MessagePackSerializer.Deserialize<T>(this.Payload, blockPackOptions)), plain);
            byte[] fromBlockPack = MessagePackSerializer.Serialize(this.value, blockPackOptions);
            SameBytes(M.MessagePackSerializer.Serialize(M.MessagePackSerializer.Deserialize<T>(fromBlockPack, this.options), M.MessagePackSerializerOptions.Standard), plain);
        }
    }
}
