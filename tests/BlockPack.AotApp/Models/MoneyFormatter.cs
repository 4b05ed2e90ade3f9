using BlockPack.Formatters;

namespace BlockPack.AotApp.Models
{
    /// <summary>Writes <see cref="Money"/> as its integer number of cents.</summary>
    public sealed class MoneyFormatter : IMessagePackFormatter<Money>
    {
        public void Serialize(ref MessagePackWriter writer, Money value, MessagePackSerializerOptions options) => writer.Write(value.Cents);

        public Money Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => new(reader.ReadInt64());
    }
}
