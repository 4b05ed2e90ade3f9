using System;
using System.Runtime.Serialization;
using BlockPack.Formatters;
using MassTransit;
using MassTransit.Events;

namespace BlockPack.MassTransit.Formatters
{
    /// <summary>
    /// Writes a <see cref="Fault{T}"/> as an array of 7 (fault id, faulted message id, timestamp, exceptions, host,
    /// fault message types, the faulted message) and reads it back as the <see cref="FaultEvent{T}"/> MassTransit
    /// itself publishes. The faulted message is written with the options' resolver.
    /// </summary>
    /// <typeparam name="T">The type of the faulted message.</typeparam>
    internal sealed class FaultFormatter<T> : IMessagePackFormatter<Fault<T>>
    {
        private const int ElementCount = 7;

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Fault<T> value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(ElementCount);
            writer.Write(value.FaultId.ToString());
            writer.Write(value.FaultedMessageId?.ToString());
            writer.Write(value.Timestamp);
            ExceptionInfo[]? exceptions = value.Exceptions;
            if (exceptions is null)
            {
                writer.WriteNil();
            }
            else
            {
                writer.WriteArrayHeader(exceptions.Length);
                foreach (ExceptionInfo exception in exceptions)
                {
                    ExceptionInfoFormatter.Instance.Serialize(ref writer, exception, options);
                }
            }

            EnvelopeCodec.WriteHost(ref writer, value.Host);
            EnvelopeCodec.WriteStrings(ref writer, value.FaultMessageTypes);
            options.Resolver.GetFormatterWithVerify<T>().Serialize(ref writer, value.Message, options);
        }

        /// <inheritdoc/>
        public Fault<T> Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => this.DeserializeEvent(ref reader, options);

        /// <summary>Reads the fault as MassTransit's own implementation.</summary>
        internal FaultEvent<T> DeserializeEvent(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null!;
            }

            int count = reader.ReadArrayHeader();
            if (count != ElementCount)
            {
                throw new SerializationException($"The fault has {count} elements; BlockPack writes {ElementCount}.");
            }

            var fault = new FaultEvent<T>
            {
                FaultId = Guid.TryParse(reader.ReadString(), out Guid faultId) ? faultId : throw new SerializationException("The fault id is not a GUID."),
            };
            string? faulted = reader.ReadString();
            fault.FaultedMessageId = faulted is null ? null : Guid.TryParse(faulted, out Guid faultedId) ? faultedId : throw new SerializationException("The faulted message id is not a GUID.");
            fault.Timestamp = reader.ReadDateTime();
            if (!reader.TryReadNil())
            {
                int exceptionCount = reader.ReadArrayHeader();
                var exceptions = new ExceptionInfo[exceptionCount];
                for (int i = 0; i < exceptionCount; i++)
                {
                    exceptions[i] = ExceptionInfoFormatter.Instance.Deserialize(ref reader, options);
                }

                fault.Exceptions = exceptions;
            }

            fault.Host = EnvelopeCodec.ReadHost(ref reader)!;
            fault.FaultMessageTypes = EnvelopeCodec.ReadStrings(ref reader, "fault message types");
            fault.Message = options.Resolver.GetFormatterWithVerify<T>().Deserialize(ref reader, options);
            return fault;
        }
    }
}
