using System;
using System.Buffers;
using BlockPack.Formatters;

namespace BlockPack.Orleans.Tests.Model
{
    public sealed class ForgedValueFormatter : IMessagePackFormatter<ForgedValue>
    {
        public void Serialize(ref MessagePackWriter writer, ForgedValue value, MessagePackSerializerOptions options) => writer.WriteRaw(value.Raw);

        /// <summary>
        /// Decodes the value as an untyped object and keeps the bytes it took as <see cref="ForgedValue.Raw"/>: a silo
        /// that received the call as the client's gateway and forwards it to the silo holding the activation writes
        /// the value again, and must write what it received, or the second silo would read an empty body.
        /// </summary>
        public ForgedValue Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            SequencePosition start = reader.Position;
            object? decoded = options.Resolver.GetFormatter<object>()!.Deserialize(ref reader, options);
            return new() { Raw = reader.Sequence.Slice(start, reader.Position).ToArray(), Decoded = decoded };
        }
    }
}
