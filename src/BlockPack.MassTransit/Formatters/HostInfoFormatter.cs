using BlockPack.Formatters;
using MassTransit;

namespace BlockPack.MassTransit.Formatters
{
    /// <summary>Writes <see cref="HostInfo"/> as the envelope does (an 8-element array) and reads it back.</summary>
    internal sealed class HostInfoFormatter : IMessagePackFormatter<HostInfo>
    {
        /// <summary>The one instance.</summary>
        internal static readonly HostInfoFormatter Instance = new HostInfoFormatter();

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, HostInfo value, MessagePackSerializerOptions options) => EnvelopeCodec.WriteHost(ref writer, value);

        /// <inheritdoc/>
        public HostInfo Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => EnvelopeCodec.ReadHost(ref reader)!;
    }
}
