using BlockPack.Formatters;
using BlockPack.Resolvers;

namespace BlockPack.Tests.Serializer
{
    /// <summary>
    /// The serializer remembers the first resolver's formatter per type (<see cref="FirstResolverFormatter{T}"/>); other
    /// resolvers must still be asked, so each options object keeps getting its own resolver's bytes.
    /// </summary>
    public class FirstResolverFormatterTests
    {
        [Fact]
        public void Each_resolver_keeps_its_own_formatter_in_any_order()
        {
            var asText = new MessagePackSerializerOptions(new ShortAsTextResolver());
            var builtin = new MessagePackSerializerOptions(BuiltinResolver.Instance);
            for (int i = 0; i < 3; i++)
            {
                Assert.Equal(new byte[] { 0xA1, 0x35 }, MessagePackSerializer.Serialize<short>(5, asText));
                Assert.Equal(new byte[] { 0x05 }, MessagePackSerializer.Serialize<short>(5, builtin));
                Assert.Equal(5, MessagePackSerializer.Deserialize<short>(new byte[] { 0xA1, 0x35 }, asText));
                Assert.Equal(5, MessagePackSerializer.Deserialize<short>(new byte[] { 0x05 }, builtin));
            }
        }

        [Fact]
        public void A_resolver_without_a_formatter_still_names_the_type()
        {
            var empty = new MessagePackSerializerOptions(new EmptyResolver());
            var failure = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Serialize(new Unregistered(), empty));
            Assert.Contains(nameof(Unregistered), failure.Message, System.StringComparison.Ordinal);
        }

        private sealed class Unregistered
        {
        }

        private sealed class EmptyResolver : IFormatterResolver
        {
            public IMessagePackFormatter<T>? GetFormatter<T>() => null;
        }

        private sealed class ShortAsTextResolver : IFormatterResolver
        {
            public IMessagePackFormatter<T>? GetFormatter<T>()
                => typeof(T) == typeof(short) ? (IMessagePackFormatter<T>)(object)ShortAsText.Instance : BuiltinResolver.Instance.GetFormatter<T>();
        }

        private sealed class ShortAsText : IMessagePackFormatter<short>
        {
            internal static readonly ShortAsText Instance = new ShortAsText();

            public void Serialize(ref MessagePackWriter writer, short value, MessagePackSerializerOptions options)
                => writer.Write(value.ToString(System.Globalization.CultureInfo.InvariantCulture));

            public short Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
                => short.Parse(reader.ReadString()!, System.Globalization.CultureInfo.InvariantCulture);
        }
    }
}
