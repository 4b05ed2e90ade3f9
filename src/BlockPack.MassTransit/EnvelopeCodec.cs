using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO;
using System.Runtime.Serialization;
using MassTransit;
using MassTransit.Metadata;
using MassTransit.Serialization;

namespace BlockPack.MassTransit
{
    /// <summary>
    /// The wire format of <c>application/vnd.masstransit+blockpack</c>: one MessagePack array of 16 elements, the
    /// envelope's fields as plain MessagePack and, last, the message as BlockPack writes it with the serializer's
    /// options (an <c>Lz4BlockArray</c> value when it is at least the options' compression threshold). Keeping the
    /// small header fields outside the compressed value lets a receiver read them, and route or reject the message,
    /// without decoding the body, and decode the body straight into the consumer's type.
    /// </summary>
    /// <remarks>
    /// Elements: 0 format version (1); 1-5 message, request, correlation, conversation and initiator ids (strings or
    /// nil); 6-9 source, destination, response and fault addresses (strings or nil); 10 message types (array of
    /// <c>urn:message:</c> strings); 11 expiration time and 12 sent time (timestamps or nil); 13 headers (map or nil);
    /// 14 host (array of 8 or nil); 15 the message.
    /// </remarks>
    internal static class EnvelopeCodec
    {
        /// <summary>The version element this code writes and the only one it reads.</summary>
        internal const int FormatVersion = 1;

        /// <summary>The number of elements of a version 1 envelope.</summary>
        internal const int ElementCount = 16;

        private const int HostElementCount = 8;

        /// <summary>Writes elements 0 to 14 (everything but the message) of <paramref name="envelope"/>.</summary>
        internal static void WriteFields(IBufferWriter<byte> output, MessageEnvelope envelope)
        {
            var writer = new MessagePackWriter(output);
            writer.WriteArrayHeader(ElementCount);
            writer.Write(FormatVersion);
            writer.Write(envelope.MessageId);
            writer.Write(envelope.RequestId);
            writer.Write(envelope.CorrelationId);
            writer.Write(envelope.ConversationId);
            writer.Write(envelope.InitiatorId);
            writer.Write(envelope.SourceAddress);
            writer.Write(envelope.DestinationAddress);
            writer.Write(envelope.ResponseAddress);
            writer.Write(envelope.FaultAddress);
            WriteStrings(ref writer, envelope.MessageType);
            WriteTime(ref writer, envelope.ExpirationTime);
            WriteTime(ref writer, envelope.SentTime);
            Dictionary<string, object?>? headers = envelope.Headers!;
            HeaderValueCodec.WriteMap(ref writer, headers, headers?.Count ?? 0);
            WriteHost(ref writer, envelope.Host);
            writer.Flush();
        }

        /// <summary>Writes a host as the envelope's 8-element array, or nil.</summary>
        internal static void WriteHost(ref MessagePackWriter writer, HostInfo? host)
        {
            if (host is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(HostElementCount);
            writer.Write(host.MachineName);
            writer.Write(host.ProcessName);
            writer.Write(host.ProcessId);
            writer.Write(host.Assembly);
            writer.Write(host.AssemblyVersion);
            writer.Write(host.FrameworkVersion);
            writer.Write(host.MassTransitVersion);
            writer.Write(host.OperatingSystemVersion);
        }

        /// <summary>Reads a host written by <see cref="WriteHost"/>.</summary>
        internal static BusHostInfo? ReadHost(ref MessagePackReader reader)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            int count = reader.ReadArrayHeader();
            if (count != HostElementCount)
            {
                throw new SerializationException($"The host information has {count} elements; BlockPack envelopes write {HostElementCount}.");
            }

            return new BusHostInfo
            {
                MachineName = reader.ReadString()!,
                ProcessName = reader.ReadString()!,
                ProcessId = reader.ReadInt32(),
                Assembly = reader.ReadString()!,
                AssemblyVersion = reader.ReadString()!,
                FrameworkVersion = reader.ReadString()!,
                MassTransitVersion = reader.ReadString()!,
                OperatingSystemVersion = reader.ReadString()!,
            };
        }

        /// <summary>Writes a string array, or nil.</summary>
        internal static void WriteStrings(ref MessagePackWriter writer, string[]? values)
        {
            if (values is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(values.Length);
            foreach (string value in values)
            {
                writer.Write(value);
            }
        }

        /// <summary>Reads a string array written by <see cref="WriteStrings"/> (nil reads as empty).</summary>
        internal static string[] ReadStrings(ref MessagePackReader reader, string what)
        {
            if (reader.TryReadNil())
            {
                return Array.Empty<string>();
            }

            int count = reader.ReadArrayHeader();
            string[] values = new string[count];
            for (int i = 0; i < count; i++)
            {
                values[i] = reader.ReadString() ?? throw new SerializationException($"The {what} hold a nil entry.");
            }

            return values;
        }

        /// <summary>
        /// Reads an envelope. Every header field is read and checked here; the message is only delimited (walked,
        /// not decoded), so a consumer decodes it once, into its own type.
        /// </summary>
        /// <exception cref="SerializationException">The body is not a well-formed version 1 BlockPack envelope.</exception>
        internal static ReceivedEnvelope Read(ReadOnlyMemory<byte> body)
        {
            try
            {
                return ReadUnchecked(new ReadOnlySequence<byte>(body));
            }
            catch (EndOfStreamException ex)
            {
                throw new SerializationException($"The BlockPack envelope ({body.Length} bytes) ends inside a MessagePack value: it is truncated.", ex);
            }
            catch (MessagePackSerializationException ex)
            {
                throw new SerializationException($"The BlockPack envelope ({body.Length} bytes) is not well-formed MessagePack: {ex.Message}", ex);
            }
            catch (OverflowException ex)
            {
                throw new SerializationException($"The BlockPack envelope ({body.Length} bytes) holds a number out of range: {ex.Message}", ex);
            }
        }

        private static ReceivedEnvelope ReadUnchecked(in ReadOnlySequence<byte> body)
        {
            var reader = new MessagePackReader(body);
            if (reader.NextMessagePackType != MessagePackType.Array)
            {
                throw new SerializationException($"The body is not a BlockPack envelope: it starts with a MessagePack {reader.NextMessagePackType}, not an array.");
            }

            int count = reader.ReadArrayHeader();
            if (count != ElementCount)
            {
                throw new SerializationException($"The body is not a BlockPack envelope: its array has {count} elements, not {ElementCount}.");
            }

            int version = reader.ReadInt32();
            if (version != FormatVersion)
            {
                throw new SerializationException($"The BlockPack envelope has format version {version}; this reader knows version {FormatVersion}.");
            }

            var envelope = new ReceivedEnvelope
            {
                MessageId = ReadGuid(ref reader, "message id"),
                RequestId = ReadGuid(ref reader, "request id"),
                CorrelationId = ReadGuid(ref reader, "correlation id"),
                ConversationId = ReadGuid(ref reader, "conversation id"),
                InitiatorId = ReadGuid(ref reader, "initiator id"),
                SourceAddress = ReadAddress(ref reader, "source address"),
                DestinationAddress = ReadAddress(ref reader, "destination address"),
                ResponseAddress = ReadAddress(ref reader, "response address"),
                FaultAddress = ReadAddress(ref reader, "fault address"),
                MessageTypes = ReadStrings(ref reader, "message types"),
                ExpirationTime = ReadTime(ref reader),
                SentTime = ReadTime(ref reader),
                HeaderValues = HeaderValueCodec.ReadMap(ref reader, "envelope headers"),
                HostInfo = ReadHost(ref reader),
            };

            SequencePosition start = reader.Position;
            reader.Skip();
            envelope.Message = body.Slice(start, reader.Position);
            if (!reader.End)
            {
                throw new SerializationException($"The BlockPack envelope is followed by {body.Length - reader.Consumed} more bytes; the body is damaged or not one envelope.");
            }

            return envelope;
        }

        private static void WriteTime(ref MessagePackWriter writer, DateTime? time)
        {
            if (time is DateTime value)
            {
                writer.Write(value.Kind == DateTimeKind.Unspecified ? DateTime.SpecifyKind(value, DateTimeKind.Utc) : value.ToUniversalTime());
            }
            else
            {
                writer.WriteNil();
            }
        }

        private static DateTime? ReadTime(ref MessagePackReader reader) => reader.TryReadNil() ? null : reader.ReadDateTime();

        private static Guid? ReadGuid(ref MessagePackReader reader, string what)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            string text = reader.ReadString()!;
            return Guid.TryParse(text, out Guid id) ? id : throw new SerializationException($"The envelope's {what} \"{Shorten(text)}\" is not a GUID.");
        }

        private static Uri? ReadAddress(ref MessagePackReader reader, string what)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            string text = reader.ReadString()!;
            return Uri.TryCreate(text, UriKind.Absolute, out Uri? address) ? address : throw new SerializationException($"The envelope's {what} \"{Shorten(text)}\" is not an absolute URI.");
        }

        private static string Shorten(string text) => text.Length <= 80 ? text : text.Substring(0, 80) + "…";
    }
}
