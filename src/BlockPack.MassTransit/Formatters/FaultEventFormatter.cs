using BlockPack.Formatters;
using MassTransit;
using MassTransit.Events;

namespace BlockPack.MassTransit.Formatters
{
    /// <summary>Writes and reads <see cref="FaultEvent{T}"/> exactly as its interface, <see cref="Fault{T}"/>.</summary>
    /// <typeparam name="T">The type of the faulted message.</typeparam>
    internal sealed class FaultEventFormatter<T> : IMessagePackFormatter<FaultEvent<T>>
    {
        private readonly FaultFormatter<T> fault = new FaultFormatter<T>();

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, FaultEvent<T> value, MessagePackSerializerOptions options) => this.fault.Serialize(ref writer, value, options);

        /// <inheritdoc/>
        public FaultEvent<T> Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => this.fault.DeserializeEvent(ref reader, options);
    }
}
