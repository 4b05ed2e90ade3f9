using BlockPack.Formatters;

namespace BlockPack.Orleans.Tests.Model
{
    public sealed class NilWritingFormatter : IMessagePackFormatter<NilWritingValue?>
    {
        public void Serialize(ref MessagePackWriter writer, NilWritingValue? value, MessagePackSerializerOptions options) => writer.WriteNil();

        public NilWritingValue? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            reader.Skip();
            return null;
        }
    }
}
