using System;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;

namespace BlockPack.AspNetCore
{
    /// <summary>Reads MessagePack request bodies in minimal APIs and middleware (the peer of <c>ReadFromJsonAsync</c>).</summary>
    public static class HttpRequestMessagePackExtensions
    {
        /// <summary>
        /// Tells whether the request's content type is <c>application/x-msgpack</c> or <c>application/vnd.msgpack</c>.
        /// </summary>
        /// <param name="request">The request.</param>
        /// <returns><see langword="true"/> when the body is declared as MessagePack.</returns>
        public static bool HasMessagePackContentType(this HttpRequest request)
        {
            ArgumentNullException.ThrowIfNull(request);

            return MessagePackMediaTypes.IsMessagePack(request.ContentType);
        }

        /// <summary>
        /// Reads the request body as one MessagePack value with the application's <see cref="BlockPackHttpOptions"/>
        /// (untrusted-data limits, the body size limit, either LZ4 framing recognized). The body is gathered into pooled
        /// chunks, never into one array as long as itself.
        /// </summary>
        /// <typeparam name="T">The type to read.</typeparam>
        /// <param name="request">The request.</param>
        /// <param name="cancellationToken">Cancels the read.</param>
        /// <returns>The value.</returns>
        /// <exception cref="BadHttpRequestException">
        /// 415 when the content type is not MessagePack, 413 when the body is over the limit, 400 when it is truncated,
        /// nested too deep or not a <typeparamref name="T"/>. The message is written for the client; the cause is the
        /// inner exception. Kestrel answers an unhandled one with its status code.
        /// </exception>
        public static ValueTask<T> ReadFromMessagePackAsync<T>(this HttpRequest request, CancellationToken cancellationToken = default)
        {
            ArgumentNullException.ThrowIfNull(request);

            return ReadFromMessagePackAsync<T>(request, HttpOptionsLookup.For(request.HttpContext), cancellationToken);
        }

        /// <summary>Reads the request body as one MessagePack value with the given options.</summary>
        /// <typeparam name="T">The type to read.</typeparam>
        /// <param name="request">The request.</param>
        /// <param name="options">The serializer options and body limit to read with.</param>
        /// <param name="cancellationToken">Cancels the read.</param>
        /// <returns>The value.</returns>
        /// <exception cref="BadHttpRequestException">As for <see cref="ReadFromMessagePackAsync{T}(HttpRequest, CancellationToken)"/>.</exception>
        public static ValueTask<T> ReadFromMessagePackAsync<T>(this HttpRequest request, BlockPackHttpOptions options, CancellationToken cancellationToken = default)
        {
            ArgumentNullException.ThrowIfNull(request);

            ArgumentNullException.ThrowIfNull(options);

            return MessagePackBodyReader.ReadAsync<T, object?>(
                request,
                options,
                null,
                static (body, readOptions, _, ct) => MessagePackSerializer.Deserialize<T>(body, readOptions, ct),
                cancellationToken);
        }
    }
}
