using System;
using System.Buffers;
using System.IO.Pipelines;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;

namespace BlockPack.AspNetCore
{
    /// <summary>
    /// Writes one MessagePack response body straight into the response's <see cref="PipeWriter"/>: the serializer fills
    /// the server's own buffers, and no intermediate array is built. Shared by the MVC output formatter and
    /// <see cref="MessagePackHttpResult{TValue}"/>.
    /// </summary>
    internal static class MessagePackBodyWriter
    {
        /// <summary>Serializes with <paramref name="serialize"/> into the body and flushes it.</summary>
        internal static async Task WriteAsync<TState>(
            HttpResponse response,
            TState state,
            MessagePackSerializerOptions options,
            Action<IBufferWriter<byte>, TState, MessagePackSerializerOptions, CancellationToken> serialize,
            CancellationToken cancellationToken)
        {
            PipeWriter writer = response.BodyWriter;
            serialize(writer, state, options, cancellationToken);

            // Nothing has been flushed yet, so the length of the whole body is known: send it as Content-Length rather
            // than chunked framing (cheaper for the client, and HEAD-like tools see the size).
            if (!response.HasStarted && writer.CanGetUnflushedBytes)
            {
                response.ContentLength = writer.UnflushedBytes;
            }

            await writer.FlushAsync(cancellationToken).ConfigureAwait(false);
        }
    }
}
