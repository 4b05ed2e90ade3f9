using System;
using System.Buffers;
using System.IO.Pipelines;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;

namespace BlockPack.AspNetCore
{
    /// <summary>
    /// Reads one MessagePack request body: checks the media type and the size limit, gathers the body from the request's
    /// <see cref="PipeReader"/> and deserializes it. The one path every server-side reader (MVC, minimal APIs,
    /// <see cref="HttpRequestMessagePackExtensions"/>) goes through, so they refuse the same bodies the same way.
    /// </summary>
    internal static class MessagePackBodyReader
    {
        /// <summary>Deserializes the body of <paramref name="request"/> with <paramref name="deserialize"/>.</summary>
        /// <exception cref="BadHttpRequestException">
        /// The body is not MessagePack (415), larger than the limit (413), or truncated, too deep or malformed (400). The
        /// message is safe to send to the client; the cause is the inner exception.
        /// </exception>
        internal static async ValueTask<TResult> ReadAsync<TResult, TState>(
            HttpRequest request,
            BlockPackHttpOptions options,
            TState state,
            Func<ReadOnlySequence<byte>, MessagePackSerializerOptions, TState, CancellationToken, TResult> deserialize,
            CancellationToken cancellationToken)
        {
            if (!MessagePackMediaTypes.IsMessagePack(request.ContentType))
            {
                ThrowHelper.ThrowUnsupportedMediaType();
            }

            long limit = options.MaxRequestBodySize;
            if (request.ContentLength is long declared && declared > limit)
            {
                // Refused before a byte is read: the declared length alone is over the limit.
                ThrowHelper.ThrowTooLarge(limit);
            }

            MessagePackSerializerOptions readOptions = ReadOptionsCache.For(options.SerializerOptions);
            PipeReader reader = request.BodyReader;
            ReadResult result = await ReadBodyAsync(reader, limit, cancellationToken).ConfigureAwait(false);
            if (result.IsCompleted)
            {
                // The whole body arrived in the first read (the usual case for small bodies): deserialize straight from
                // the server's own buffers, without copying.
                ReadOnlySequence<byte> whole = result.Buffer;
                try
                {
                    EnsureWithinLimit(whole.Length, limit);
                    return Deserialize(whole, readOptions, state, deserialize, cancellationToken);
                }
                finally
                {
                    reader.AdvanceTo(whole.End);
                }
            }

            // A longer body: copied into pooled 64 KiB chunks as it arrives, and the server's buffers released at once,
            // so the connection's input buffer never holds more than one read's worth.
            using var chunks = new PooledChunkSequence();
            while (true)
            {
                ReadOnlySequence<byte> buffer = result.Buffer;
                try
                {
                    EnsureWithinLimit(chunks.Length + buffer.Length, limit);
                    foreach (ReadOnlyMemory<byte> segment in buffer)
                    {
                        chunks.Append(segment.Span);
                    }
                }
                finally
                {
                    reader.AdvanceTo(buffer.End);
                }

                if (result.IsCompleted)
                {
                    break;
                }

                result = await ReadBodyAsync(reader, limit, cancellationToken).ConfigureAwait(false);
            }

            return Deserialize(chunks.AsSequence(), readOptions, state, deserialize, cancellationToken);
        }

        /// <summary>One read of the body, with the server's own body failures translated into this package's.</summary>
        private static async ValueTask<ReadResult> ReadBodyAsync(PipeReader reader, long limit, CancellationToken cancellationToken)
        {
            try
            {
                return await reader.ReadAsync(cancellationToken).ConfigureAwait(false);
            }
            catch (BadHttpRequestException ex) when (ex.StatusCode == StatusCodes.Status413PayloadTooLarge)
            {
                // The server's own MaxRequestBodySize is lower than ours and the body ran past it.
                ThrowHelper.ThrowTooLarge(limit, ex);
                throw;
            }
            catch (BadHttpRequestException ex)
            {
                // Kestrel's "unexpected end of request content": the client sent less than it declared.
                ThrowHelper.ThrowTruncated(ex);
                throw;
            }
        }

        private static void EnsureWithinLimit(long length, long limit)
        {
            if (length > limit)
            {
                ThrowHelper.ThrowTooLarge(limit);
            }
        }

        private static TResult Deserialize<TResult, TState>(
            ReadOnlySequence<byte> body,
            MessagePackSerializerOptions readOptions,
            TState state,
            Func<ReadOnlySequence<byte>, MessagePackSerializerOptions, TState, CancellationToken, TResult> deserialize,
            CancellationToken cancellationToken)
        {
            try
            {
                return deserialize(body, readOptions, state, cancellationToken);
            }
            catch (MessagePackSerializationException ex)
            {
                ThrowHelper.ThrowUnreadable(ex);
                throw;
            }
        }
    }
}
