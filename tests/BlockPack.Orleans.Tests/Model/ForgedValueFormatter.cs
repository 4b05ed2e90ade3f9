using BlockPack.Formatters;

namespace BlockPack.Orleans.Tests.Model
{
    public sealed class ForgedValueFormatter : IMessagePackFormatter<ForgedValue>
    {
        public void Serialize(ref MessagePackWriter writer, ForgedValue value, MessagePackSerializerOptions options) => writer.WriteRaw(value.Raw);

        public ForgedValue Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
            => new() { Decoded = options.Resolver.GetFormatter<object>()!.Deserialize(ref reader, options) };
    }
}
