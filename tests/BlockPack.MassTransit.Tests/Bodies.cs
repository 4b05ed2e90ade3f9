using System;
using System.Buffers;
using System.Threading;
using BlockPack.MassTransit;
using global::MassTransit;
using global::MassTransit.Context;

namespace BlockPack.MassTransit.Tests
{
    /// <summary>BlockPack envelopes made by the package's own serializer, outside a bus, for raw publishing and unit tests.</summary>
    internal static class Bodies
    {
        internal static readonly BlockPackSerializerFactory Factory = new BlockPackSerializerFactory();

        /// <summary>The body the serializer writes for <paramref name="message"/> in a fresh send context.</summary>
        internal static byte[] Write<T>(T message, Action<SendContext<T>>? configure = null, BlockPackSerializerFactory? factory = null)
            where T : class
        {
            var context = new MessageSendContext<T>(message, CancellationToken.None);
            configure?.Invoke(context);
            return (factory ?? Factory).CreateSerializer().GetMessageBody(context).GetBytes();
        }

        /// <summary>Where the message element of an envelope starts and how long it is.</summary>
        internal static (int Offset, int Length) MessageSpan(byte[] body)
        {
            ReceivedEnvelope envelope = EnvelopeCodec.Read(body);
            int length = (int)envelope.Message.Length;
            return (body.Length - length, length);
        }

        /// <summary>Reads a body back with the package's deserializer, as a consumer of <typeparamref name="T"/> would.</summary>
        internal static (SerializerContext Context, T? Message) Read<T>(byte[] body, BlockPackSerializerFactory? factory = null)
            where T : class
        {
            SerializerContext context = (factory ?? Factory).CreateDeserializer().Deserialize(new BytesMessageBody(body), new global::MassTransit.Serialization.DictionarySendHeaders());
            context.TryGetMessage(out T? message);
            return (context, message);
        }
    }
}
