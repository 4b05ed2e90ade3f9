using System;
using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Runtime.ExceptionServices;
using System.Text;
using Microsoft.AspNetCore.SignalR;
using Microsoft.AspNetCore.SignalR.Protocol;

namespace BlockPack.SignalR.Internal
{
    /// <summary>
    /// Reads and writes SignalR hub messages in the layout of the official MessagePack hub protocol (version 2): each
    /// message a MessagePack array whose first item is the message type, behind a varint length prefix
    /// (<see cref="LengthPrefix"/>). Arguments, results and stream items go through BlockPack with the given options.
    /// Immutable, so one instance serves every connection at once.
    /// </summary>
    internal sealed class HubMessageCodec
    {
        /// <summary>Reads one field of a message.</summary>
        private delegate T FieldReader<T>(ref MessagePackReader reader);

        // The completion's result kinds.
        private const int ErrorResult = 1;
        private const int VoidResult = 2;
        private const int NonVoidResult = 3;

        private readonly MessagePackSerializerOptions serializerOptions;
        private readonly int maximumMessageSize;

        // BlockPack compresses at its buffer-writer and sequence entry points only, so compressed values go through
        // those: written straight into the body buffer, read from their slice of the payload.
        private readonly bool compressValues;

        /// <summary>Initializes a codec.</summary>
        /// <param name="serializerOptions">How arguments, results and stream items are (de)serialized.</param>
        /// <param name="maximumMessageSize">The largest payload accepted from a peer, in bytes.</param>
        internal HubMessageCodec(MessagePackSerializerOptions serializerOptions, int maximumMessageSize)
        {
            this.serializerOptions = serializerOptions;
            this.maximumMessageSize = maximumMessageSize;
            this.compressValues = serializerOptions.Compression != MessagePackCompression.None;
        }

        /// <summary>See <see cref="IHubProtocol.TryParseMessage"/>.</summary>
        internal bool TryParseMessage(ref ReadOnlySequence<byte> input, IInvocationBinder binder, [NotNullWhen(true)] out HubMessage? message)
        {
            message = null;
            if (input.IsEmpty || !LengthPrefix.TryRead(input, out int length, out int prefixLength))
            {
                return false;
            }

            if (length > this.maximumMessageSize)
            {
                // Refused as soon as the prefix arrives: nothing is buffered or allocated for the declared size.
                ThrowHelper.ThrowMessageTooLarge(length, this.maximumMessageSize);
            }

            if (input.Length - prefixLength < length)
            {
                return false;
            }

            // The payload stays a slice of the transport's buffers: no copy into one array.
            ReadOnlySequence<byte> payload = input.Slice(prefixLength, length);
            input = input.Slice(payload.End);
            var reader = new MessagePackReader(payload);
            message = this.ParseMessage(ref reader, binder);

            // Like the official protocol, a message type this version does not know is consumed and skipped (a newer
            // peer may send one): the caller sees false with the input advanced.
            return message is not null;
        }

        /// <summary>See <see cref="IHubProtocol.WriteMessage"/>.</summary>
        internal void WriteMessage(HubMessage message, IBufferWriter<byte> output)
        {
            MessageBodyBuffer body = MessageBodyBuffer.Rent();
            try
            {
                this.WriteBody(message, body);
                int length = CheckedLength(body.Length);
                Span<byte> prefix = output.GetSpan(LengthPrefix.MaxLength);
                output.Advance(LengthPrefix.Write(length, prefix));
                body.CopyTo(output);
            }
            finally
            {
                body.Return();
            }
        }

        /// <summary>See <see cref="IHubProtocol.GetMessageBytes"/>.</summary>
        internal ReadOnlyMemory<byte> GetMessageBytes(HubMessage message)
        {
            MessageBodyBuffer body = MessageBodyBuffer.Rent();
            try
            {
                this.WriteBody(message, body);
                int length = CheckedLength(body.Length);
                int prefixLength = LengthPrefix.Measure(length);
                byte[] bytes = new byte[prefixLength + length];
                LengthPrefix.Write(length, bytes);
                body.CopyTo(bytes.AsSpan(prefixLength));
                return bytes;
            }
            finally
            {
                body.Return();
            }
        }

        private static int CheckedLength(long length)
        {
            if (length > int.MaxValue)
            {
                ThrowHelper.ThrowMessageTooLargeToWrite(length);
            }

            return (int)length;
        }

        private HubMessage? ParseMessage(ref MessagePackReader reader, IInvocationBinder binder)
        {
            int itemCount = ReadArrayLength(ref reader, "message");
            int messageType = ReadInt32(ref reader, "messageType");
            switch (messageType)
            {
                case HubProtocolConstants.InvocationMessageType:
                    return this.ReadInvocation(ref reader, binder, itemCount, stream: false);
                case HubProtocolConstants.StreamInvocationMessageType:
                    return this.ReadInvocation(ref reader, binder, itemCount, stream: true);
                case HubProtocolConstants.StreamItemMessageType:
                    return this.ReadStreamItem(ref reader, binder);
                case HubProtocolConstants.CompletionMessageType:
                    return this.ReadCompletion(ref reader, binder);
                case HubProtocolConstants.CancelInvocationMessageType:
                    return ReadCancelInvocation(ref reader);
                case HubProtocolConstants.PingMessageType:
                    return PingMessage.Instance;
                case HubProtocolConstants.CloseMessageType:
                    return ReadClose(ref reader, itemCount);
                case HubProtocolConstants.AckMessageType:
                    return new AckMessage(ReadInt64(ref reader, "sequenceId"));
                case HubProtocolConstants.SequenceMessageType:
                    return new SequenceMessage(ReadInt64(ref reader, "sequenceId"));
                default:
                    return null;
            }
        }

        /// <summary>Reads an Invocation or a StreamInvocation: the same items, with stricter ids for the stream.</summary>
        private HubMessage ReadInvocation(ref MessagePackReader reader, IInvocationBinder binder, int itemCount, bool stream)
        {
            Dictionary<string, string>? headers = ReadHeaders(ref reader);
            string? invocationId = ReadString(ref reader, "invocationId");
            string target;
            if (stream)
            {
                invocationId = RequireNonEmpty(invocationId, "invocation ID for StreamInvocation message");
                target = RequireNonEmpty(ReadString(ref reader, "target"), "target for StreamInvocation message");
            }
            else
            {
                // An empty id means the same as none: a call that expects no completion.
                invocationId = string.IsNullOrEmpty(invocationId) ? null : invocationId;
                target = ReadTarget(ref reader, binder);
            }

            object?[] arguments;
            try
            {
                arguments = this.BindArguments(ref reader, binder.GetParameterTypes(target));
            }
            catch (Exception ex)
            {
                // The hub answers a binding failure with a completion error instead of dropping the connection.
                return new InvocationBindingFailureMessage(invocationId, target, ExceptionDispatchInfo.Capture(ex));
            }

            // Clients before stream parameters sent five items.
            string[]? streamIds = itemCount > 5 ? ReadStreamIds(ref reader) : null;
            return stream
                ? WithHeaders(headers, new StreamInvocationMessage(invocationId!, target, arguments, streamIds))
                : WithHeaders(headers, new InvocationMessage(invocationId, target, arguments, streamIds));
        }

        private HubMessage ReadStreamItem(ref MessagePackReader reader, IInvocationBinder binder)
        {
            Dictionary<string, string>? headers = ReadHeaders(ref reader);
            string invocationId = RequireNonEmpty(ReadString(ref reader, "invocationId"), "invocation ID for StreamItem message");
            object? item;
            try
            {
                item = this.Deserialize(ref reader, binder.GetStreamItemType(invocationId), "item");
            }
            catch (Exception ex)
            {
                return new StreamBindingFailureMessage(invocationId, ExceptionDispatchInfo.Capture(ex));
            }

            return WithHeaders(headers, new StreamItemMessage(invocationId, item));
        }

        private CompletionMessage ReadCompletion(ref MessagePackReader reader, IInvocationBinder binder)
        {
            Dictionary<string, string>? headers = ReadHeaders(ref reader);
            string invocationId = RequireNonEmpty(ReadString(ref reader, "invocationId"), "invocation ID for Completion message");
            int resultKind = ReadInt32(ref reader, "resultKind");
            string? error = null;
            object? result = null;
            bool hasResult = false;
            switch (resultKind)
            {
                case ErrorResult:
                    error = ReadString(ref reader, "error");
                    break;
                case VoidResult:
                    break;
                case NonVoidResult:
                    hasResult = true;
                    Type? resultType = TryGetReturnType(binder, invocationId);
                    if (resultType is null)
                    {
                        // A result nobody waits for any more (the call was canceled): skipped, and the hub logs it.
                        Skip(ref reader, "result");
                    }
                    else if (resultType == typeof(RawResult))
                    {
                        result = new RawResult(ReadRaw(ref reader, "result"));
                    }
                    else
                    {
                        try
                        {
                            result = this.Deserialize(ref reader, resultType, "argument");
                        }
                        catch (Exception ex)
                        {
                            // Surfaces to the caller as the invocation's error, as with the official protocol.
                            error = $"Error trying to deserialize result to {resultType.Name}. {ex.Message}";
                            hasResult = false;
                        }
                    }

                    break;
                default:
                    ThrowHelper.ThrowResultKind(resultKind);
                    break;
            }

            return WithHeaders(headers, new CompletionMessage(invocationId, error, result, hasResult));
        }

        private static CancelInvocationMessage ReadCancelInvocation(ref MessagePackReader reader)
        {
            Dictionary<string, string>? headers = ReadHeaders(ref reader);
            string invocationId = RequireNonEmpty(ReadString(ref reader, "invocationId"), "invocation ID for CancelInvocation message");
            return WithHeaders(headers, new CancelInvocationMessage(invocationId));
        }

        private static CloseMessage ReadClose(ref MessagePackReader reader, int itemCount)
        {
            string? error = ReadString(ref reader, "error");
            bool allowReconnect = itemCount > 2 && Read(ref reader, "allowReconnect", "Boolean", static (ref MessagePackReader r) => r.ReadBoolean());

            // An empty error string is still an error.
            return error is null && !allowReconnect ? CloseMessage.Empty : new CloseMessage(error, allowReconnect);
        }

        private object?[] BindArguments(ref MessagePackReader reader, IReadOnlyList<Type> parameterTypes)
        {
            // The count is checked against the target's parameters before anything is sized by it.
            int count = ReadArrayLength(ref reader, "arguments");
            if (count != parameterTypes.Count)
            {
                ThrowHelper.ThrowArgumentCount(count, parameterTypes.Count);
            }

            var arguments = new object?[count];
            int i = 0;
            try
            {
                for (; i < count; i++)
                {
                    arguments[i] = this.Deserialize(ref reader, parameterTypes[i], "argument");
                }
            }
            catch (Exception ex)
            {
                ThrowHelper.ThrowArgumentBinding(i + 1, ex);
            }

            return arguments;
        }

        private static Dictionary<string, string>? ReadHeaders(ref MessagePackReader reader)
        {
            int count = Read(ref reader, "headers", "map", static (ref MessagePackReader r) => r.ReadMapHeader());
            if (count == 0)
            {
                return null;
            }

            // Not pre-sized by the declared count: the entries must actually arrive.
            var headers = new Dictionary<string, string>(StringComparer.Ordinal);
            for (int i = 0; i < count; i++)
            {
                string key = RequireNonEmpty(ReadString(ref reader, "headers[].Key"), "key in header");
                string value = RequireNonEmpty(ReadString(ref reader, "headers[].Value"), "value in header");
                headers.Add(key, value);
            }

            return headers;
        }

        private static string[]? ReadStreamIds(ref MessagePackReader reader)
        {
            int count = ReadArrayLength(ref reader, "streamIds");
            if (count == 0)
            {
                return null;
            }

            var ids = new List<string>();
            for (int i = 0; i < count; i++)
            {
                ids.Add(RequireNonEmpty(ReadString(ref reader, "streamIds[]"), "value in streamIds received"));
            }

            return ids.ToArray();
        }

        private static string ReadTarget(ref MessagePackReader reader, IInvocationBinder binder)
        {
            string? target = null;
            try
            {
                // The binder can map the UTF-8 bytes to the hub method's interned name without decoding a new string.
                if (reader.TryReadStringSpan(out ReadOnlySpan<byte> utf8))
                {
                    target = binder.GetTarget(utf8) ?? Encoding.UTF8.GetString(utf8);
                }
                else
                {
                    target = reader.ReadString();
                }
            }
            catch (Exception ex)
            {
                ThrowHelper.ThrowField("target", "String", ex);
            }

            return RequireNonEmpty(target, "target for Invocation message");
        }

        private static Type? TryGetReturnType(IInvocationBinder binder, string invocationId)
        {
            try
            {
                return binder.GetReturnType(invocationId);
            }
            catch (Exception)
            {
                // The binder throws for an id it no longer tracks.
                return null;
            }
        }

        private object? Deserialize(ref MessagePackReader reader, Type type, string field)
        {
            try
            {
                if (this.compressValues)
                {
                    // The value's own bytes, still a slice of the transport's buffers.
                    ReadOnlySequence<byte> value = reader.ReadRaw();
                    return MessagePackSerializer.Deserialize(type, value, this.serializerOptions);
                }

                return MessagePackSerializer.Deserialize(type, ref reader, this.serializerOptions);
            }
            catch (Exception ex)
            {
                ThrowHelper.ThrowDeserialize(type, field, ex);
                return null;
            }
        }

        private static string? ReadString(ref MessagePackReader reader, string field)
            => Read(ref reader, field, "String", static (ref MessagePackReader r) => r.ReadString());

        private static int ReadInt32(ref MessagePackReader reader, string field)
            => Read(ref reader, field, "Int32", static (ref MessagePackReader r) => r.ReadInt32());

        private static long ReadInt64(ref MessagePackReader reader, string field)
            => Read(ref reader, field, "Int64", static (ref MessagePackReader r) => r.ReadInt64());

        private static int ReadArrayLength(ref MessagePackReader reader, string field)
            => Read(ref reader, field, "array", static (ref MessagePackReader r) => r.ReadArrayHeader());

        private static void Skip(ref MessagePackReader reader, string field)
            => Read(ref reader, field, "MessagePack value", static (ref MessagePackReader r) =>
            {
                r.Skip();
                return true;
            });

        private static ReadOnlySequence<byte> ReadRaw(ref MessagePackReader reader, string field)
            => Read(ref reader, field, "MessagePack value", static (ref MessagePackReader r) => r.ReadRaw());

        /// <summary>
        /// Reads one field, turning whatever the reader throws (truncation, a wrong type) into the
        /// <see cref="InvalidDataException"/> that names the field, as the official protocol does.
        /// </summary>
        private static T Read<T>(ref MessagePackReader reader, string field, string expected, FieldReader<T> read)
        {
            try
            {
                return read(ref reader);
            }
            catch (Exception ex)
            {
                ThrowHelper.ThrowField(field, expected, ex);
                return default!;
            }
        }

        private static string RequireNonEmpty([NotNull] string? value, string what)
        {
            if (string.IsNullOrEmpty(value))
            {
                ThrowHelper.ThrowNullOrEmpty(what);
            }

            return value;
        }

        private static T WithHeaders<T>(Dictionary<string, string>? headers, T message)
            where T : HubInvocationMessage
        {
            if (headers is not null)
            {
                message.Headers = headers;
            }

            return message;
        }

        private void WriteBody(HubMessage message, IBufferWriter<byte> body)
        {
            var writer = new MessagePackWriter(body);
            switch (message)
            {
                case InvocationMessage m:
                    // A non-blocking invocation's missing (or empty) id is nil.
                    this.WriteInvocation(ref writer, body, HubProtocolConstants.InvocationMessageType, m, string.IsNullOrEmpty(m.InvocationId) ? null : m.InvocationId, m.Target, m.Arguments, m.StreamIds);
                    break;
                case StreamInvocationMessage m:
                    this.WriteInvocation(ref writer, body, HubProtocolConstants.StreamInvocationMessageType, m, m.InvocationId, m.Target, m.Arguments, m.StreamIds);
                    break;
                case StreamItemMessage m:
                    writer.WriteArrayHeader(4);
                    writer.Write(HubProtocolConstants.StreamItemMessageType);
                    WriteHeaders(ref writer, m.Headers);
                    writer.Write(m.InvocationId);
                    this.WriteValue(ref writer, body, m.Item);
                    break;
                case CompletionMessage m:
                    int kind = m.Error is not null ? ErrorResult : m.HasResult ? NonVoidResult : VoidResult;
                    writer.WriteArrayHeader(kind == VoidResult ? 4 : 5);
                    writer.Write(HubProtocolConstants.CompletionMessageType);
                    WriteHeaders(ref writer, m.Headers);
                    writer.Write(m.InvocationId);
                    writer.Write(kind);
                    if (kind == ErrorResult)
                    {
                        writer.Write(m.Error);
                    }
                    else if (kind == NonVoidResult)
                    {
                        this.WriteValue(ref writer, body, m.Result);
                    }

                    break;
                case CancelInvocationMessage m:
                    writer.WriteArrayHeader(3);
                    writer.Write(HubProtocolConstants.CancelInvocationMessageType);
                    WriteHeaders(ref writer, m.Headers);
                    writer.Write(m.InvocationId);
                    break;
                case PingMessage:
                    writer.WriteArrayHeader(1);
                    writer.Write(HubProtocolConstants.PingMessageType);
                    break;
                case CloseMessage m:
                    writer.WriteArrayHeader(3);
                    writer.Write(HubProtocolConstants.CloseMessageType);
                    if (string.IsNullOrEmpty(m.Error))
                    {
                        writer.WriteNil();
                    }
                    else
                    {
                        writer.Write(m.Error);
                    }

                    writer.Write(m.AllowReconnect);
                    break;
                case AckMessage m:
                    writer.WriteArrayHeader(2);
                    writer.Write(HubProtocolConstants.AckMessageType);
                    writer.Write(m.SequenceId);
                    break;
                case SequenceMessage m:
                    writer.WriteArrayHeader(2);
                    writer.Write(HubProtocolConstants.SequenceMessageType);
                    writer.Write(m.SequenceId);
                    break;
                default:
                    ThrowHelper.ThrowUnexpectedMessage(message.GetType());
                    break;
            }

            writer.Flush();
        }

        private void WriteInvocation(ref MessagePackWriter writer, IBufferWriter<byte> body, int type, HubInvocationMessage message, string? invocationId, string target, object?[]? arguments, string[]? streamIds)
        {
            writer.WriteArrayHeader(6);
            writer.Write(type);
            WriteHeaders(ref writer, message.Headers);
            writer.Write(invocationId);
            writer.Write(target);
            this.WriteArguments(ref writer, body, arguments);
            WriteStreamIds(ref writer, streamIds);
        }

        private void WriteArguments(ref MessagePackWriter writer, IBufferWriter<byte> body, object?[]? arguments)
        {
            if (arguments is null)
            {
                writer.WriteArrayHeader(0);
                return;
            }

            writer.WriteArrayHeader(arguments.Length);
            foreach (object? argument in arguments)
            {
                this.WriteValue(ref writer, body, argument);
            }
        }

        private void WriteValue(ref MessagePackWriter writer, IBufferWriter<byte> body, object? value)
        {
            if (value is null)
            {
                writer.WriteNil();
            }
            else if (value is RawResult raw)
            {
                // A client result forwarded as the peer sent it.
                writer.WriteRaw(raw.RawSerializedData);
            }
            else if (this.compressValues)
            {
                // Everything the writer holds goes to the body first; the writer picks up after the value.
                writer.Flush();
                MessagePackSerializer.Serialize(value.GetType(), body, value, this.serializerOptions);
            }
            else
            {
                // The runtime type, as the official protocol does: a derived instance writes its own members.
                MessagePackSerializer.Serialize(value.GetType(), ref writer, value, this.serializerOptions);
            }
        }

        private static void WriteHeaders(ref MessagePackWriter writer, IDictionary<string, string>? headers)
        {
            if (headers is null)
            {
                writer.WriteMapHeader(0);
                return;
            }

            writer.WriteMapHeader(headers.Count);
            foreach (KeyValuePair<string, string> header in headers)
            {
                writer.Write(header.Key);
                writer.Write(header.Value);
            }
        }

        private static void WriteStreamIds(ref MessagePackWriter writer, string[]? streamIds)
        {
            if (streamIds is null)
            {
                writer.WriteArrayHeader(0);
                return;
            }

            writer.WriteArrayHeader(streamIds.Length);
            foreach (string id in streamIds)
            {
                writer.Write(id);
            }
        }
    }
}
