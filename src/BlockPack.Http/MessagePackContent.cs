using System;
using System.IO;
using System.Net;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Threading;
using System.Threading.Tasks;

namespace BlockPack.AspNetCore
{
    /// <summary>
    /// HTTP content that serializes a value as MessagePack when it is sent (the peer of <c>JsonContent</c>). The value is
    /// serialized into pooled segments and written to the request stream; the length is not computed beforehand, so
    /// HTTP/1.1 sends it chunked, as <c>JsonContent</c> does.
    /// </summary>
    public sealed class MessagePackContent : HttpContent
    {
        private readonly Func<Stream, CancellationToken, Task> write;

        private MessagePackContent(object? value, Type objectType, MessagePackSerializerOptions serializerOptions, MediaTypeHeaderValue mediaType, Func<Stream, CancellationToken, Task> write)
        {
            this.Value = value;
            this.ObjectType = objectType;
            this.SerializerOptions = serializerOptions;
            this.write = write;
            this.Headers.ContentType = mediaType;
        }

        /// <summary>Gets the type the value is serialized as.</summary>
        public Type ObjectType { get; }

        /// <summary>Gets the value to send.</summary>
        public object? Value { get; }

        /// <summary>Gets the options the value is serialized with (their compression decides the framing).</summary>
        public MessagePackSerializerOptions SerializerOptions { get; }

        /// <summary>Creates content holding <paramref name="inputValue"/>.</summary>
        /// <typeparam name="T">The type to serialize as.</typeparam>
        /// <param name="inputValue">The value.</param>
        /// <param name="mediaType">The content type, or <see langword="null"/> for <c>application/x-msgpack</c>.</param>
        /// <param name="options">
        /// The serializer options, or <see langword="null"/> for <see cref="MessagePackSerializerOptions.Standard"/>
        /// (plain MessagePack, which any server reads).
        /// </param>
        /// <returns>The content.</returns>
        public static MessagePackContent Create<T>(T inputValue, MediaTypeHeaderValue? mediaType = null, MessagePackSerializerOptions? options = null)
        {
            MessagePackSerializerOptions serializerOptions = options ?? MessagePackSerializerOptions.Standard;
            return new MessagePackContent(
                inputValue,
                typeof(T),
                serializerOptions,
                mediaType ?? new MediaTypeHeaderValue(MessagePackMediaTypeNames.ApplicationXMsgpack),
                (stream, ct) => MessagePackSerializer.SerializeAsync(stream, inputValue, serializerOptions, ct));
        }

        /// <inheritdoc/>
        protected override Task SerializeToStreamAsync(Stream stream, TransportContext? context)
            => this.write(stream, CancellationToken.None);

#if NET
        /// <inheritdoc/>
        protected override Task SerializeToStreamAsync(Stream stream, TransportContext? context, CancellationToken cancellationToken)
            => this.write(stream, cancellationToken);
#endif

        /// <summary>Reports that the length is not known before serializing (the body is sent chunked).</summary>
        /// <param name="length">Set to 0.</param>
        /// <returns><see langword="false"/>.</returns>
        protected override bool TryComputeLength(out long length)
        {
            length = 0;
            return false;
        }
    }
}
