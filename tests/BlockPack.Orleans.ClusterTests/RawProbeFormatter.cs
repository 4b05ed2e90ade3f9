using System.Buffers;
using BlockPack.Formatters;
using BlockPack.OrleansCluster.Models;

namespace BlockPack.OrleansCluster.Tests
{
    /// <summary>
    /// A hostile sender's formatter: writes a <see cref="HostileProbe"/>'s <see cref="HostileProbe.Raw"/> bytes
    /// verbatim, and reads every remaining byte back into <see cref="HostileProbe.Raw"/>, so the sending client's own
    /// deep copy of the argument (Orleans copies arguments before it sends them) carries the bytes unchanged and they
    /// reach the silo.
    /// </summary>
    internal sealed class RawProbeFormatter : IMessagePackFormatter<HostileProbe>
    {
        public void Serialize(ref MessagePackWriter writer, HostileProbe value, MessagePackSerializerOptions options) => writer.WriteRaw(value.Raw);

        public HostileProbe Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
            => new HostileProbe { Raw = reader.ReadRaw(reader.Sequence.Length - reader.Consumed).ToArray() };
    }
}
