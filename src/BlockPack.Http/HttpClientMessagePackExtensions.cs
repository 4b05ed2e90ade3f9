using System;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Threading;
using System.Threading.Tasks;

namespace BlockPack.AspNetCore
{
    /// <summary>Sends and receives MessagePack with <see cref="HttpClient"/> (the peer of <c>HttpClientJsonExtensions</c>).</summary>
    public static class HttpClientMessagePackExtensions
    {
        /// <summary>
        /// Sends a GET asking for MessagePack (<c>Accept: application/x-msgpack, application/vnd.msgpack</c>, so MVC's
        /// content negotiation picks BlockPack's formatter), checks the status and reads the body as a <typeparamref name="T"/>.
        /// </summary>
        /// <typeparam name="T">The type to read.</typeparam>
        /// <param name="client">The client.</param>
        /// <param name="requestUri">The address, absolute or relative to <see cref="HttpClient.BaseAddress"/>.</param>
        /// <param name="options">The serializer options, or <see langword="null"/> for <see cref="MessagePackSerializerOptions.Standard"/>.</param>
        /// <param name="cancellationToken">Cancels the request.</param>
        /// <returns>The value.</returns>
        /// <exception cref="HttpRequestException">The response status is not a success.</exception>
        /// <exception cref="MessagePackSerializationException">The body is not a valid <typeparamref name="T"/>.</exception>
        public static Task<T> GetFromMessagePackAsync<T>(this HttpClient client, string? requestUri, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
            => GetFromMessagePackAsync<T>(client, CreateUri(requestUri), options, cancellationToken);

        /// <summary>Sends a GET asking for MessagePack, checks the status and reads the body.</summary>
        /// <typeparam name="T">The type to read.</typeparam>
        /// <param name="client">The client.</param>
        /// <param name="requestUri">The address, absolute or relative to <see cref="HttpClient.BaseAddress"/>.</param>
        /// <param name="options">The serializer options, or <see langword="null"/> for <see cref="MessagePackSerializerOptions.Standard"/>.</param>
        /// <param name="cancellationToken">Cancels the request.</param>
        /// <returns>The value.</returns>
        /// <exception cref="HttpRequestException">The response status is not a success.</exception>
        /// <exception cref="MessagePackSerializationException">The body is not a valid <typeparamref name="T"/>.</exception>
        public static async Task<T> GetFromMessagePackAsync<T>(this HttpClient client, Uri? requestUri, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
        {
            ThrowHelper.ThrowIfNull(client, nameof(client));

            using var request = new HttpRequestMessage(HttpMethod.Get, requestUri);
            AcceptMessagePack(request);
            using HttpResponseMessage response = await client.SendAsync(request, HttpCompletionOption.ResponseHeadersRead, cancellationToken).ConfigureAwait(false);
            response.EnsureSuccessStatusCode();
            return await response.Content.ReadFromMessagePackAsync<T>(options, cancellationToken).ConfigureAwait(false);
        }

        /// <summary>Sends <paramref name="value"/> as a MessagePack POST body (asking for MessagePack back).</summary>
        /// <typeparam name="T">The type to serialize as.</typeparam>
        /// <param name="client">The client.</param>
        /// <param name="requestUri">The address, absolute or relative to <see cref="HttpClient.BaseAddress"/>.</param>
        /// <param name="value">The value.</param>
        /// <param name="options">The serializer options, or <see langword="null"/> for <see cref="MessagePackSerializerOptions.Standard"/>.</param>
        /// <param name="cancellationToken">Cancels the request.</param>
        /// <returns>The response, whatever its status; read it with <see cref="HttpContentMessagePackExtensions.ReadFromMessagePackAsync{T}"/>.</returns>
        public static Task<HttpResponseMessage> PostAsMessagePackAsync<T>(this HttpClient client, string? requestUri, T value, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
            => SendAsMessagePackAsync(client, HttpMethod.Post, CreateUri(requestUri), value, options, cancellationToken);

        /// <summary>Sends <paramref name="value"/> as a MessagePack POST body (asking for MessagePack back).</summary>
        /// <typeparam name="T">The type to serialize as.</typeparam>
        /// <param name="client">The client.</param>
        /// <param name="requestUri">The address, absolute or relative to <see cref="HttpClient.BaseAddress"/>.</param>
        /// <param name="value">The value.</param>
        /// <param name="options">The serializer options, or <see langword="null"/> for <see cref="MessagePackSerializerOptions.Standard"/>.</param>
        /// <param name="cancellationToken">Cancels the request.</param>
        /// <returns>The response, whatever its status.</returns>
        public static Task<HttpResponseMessage> PostAsMessagePackAsync<T>(this HttpClient client, Uri? requestUri, T value, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
            => SendAsMessagePackAsync(client, HttpMethod.Post, requestUri, value, options, cancellationToken);

        /// <summary>Sends <paramref name="value"/> as a MessagePack PUT body (asking for MessagePack back).</summary>
        /// <typeparam name="T">The type to serialize as.</typeparam>
        /// <param name="client">The client.</param>
        /// <param name="requestUri">The address, absolute or relative to <see cref="HttpClient.BaseAddress"/>.</param>
        /// <param name="value">The value.</param>
        /// <param name="options">The serializer options, or <see langword="null"/> for <see cref="MessagePackSerializerOptions.Standard"/>.</param>
        /// <param name="cancellationToken">Cancels the request.</param>
        /// <returns>The response, whatever its status.</returns>
        public static Task<HttpResponseMessage> PutAsMessagePackAsync<T>(this HttpClient client, string? requestUri, T value, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
            => SendAsMessagePackAsync(client, HttpMethod.Put, CreateUri(requestUri), value, options, cancellationToken);

        /// <summary>Sends <paramref name="value"/> as a MessagePack PUT body (asking for MessagePack back).</summary>
        /// <typeparam name="T">The type to serialize as.</typeparam>
        /// <param name="client">The client.</param>
        /// <param name="requestUri">The address, absolute or relative to <see cref="HttpClient.BaseAddress"/>.</param>
        /// <param name="value">The value.</param>
        /// <param name="options">The serializer options, or <see langword="null"/> for <see cref="MessagePackSerializerOptions.Standard"/>.</param>
        /// <param name="cancellationToken">Cancels the request.</param>
        /// <returns>The response, whatever its status.</returns>
        public static Task<HttpResponseMessage> PutAsMessagePackAsync<T>(this HttpClient client, Uri? requestUri, T value, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
            => SendAsMessagePackAsync(client, HttpMethod.Put, requestUri, value, options, cancellationToken);

        private static async Task<HttpResponseMessage> SendAsMessagePackAsync<T>(HttpClient client, HttpMethod method, Uri? requestUri, T value, MessagePackSerializerOptions? options, CancellationToken cancellationToken)
        {
            ThrowHelper.ThrowIfNull(client, nameof(client));

            using var request = new HttpRequestMessage(method, requestUri) { Content = MessagePackContent.Create(value, options: options) };
            AcceptMessagePack(request);
            return await client.SendAsync(request, cancellationToken).ConfigureAwait(false);
        }

        private static void AcceptMessagePack(HttpRequestMessage request)
        {
            request.Headers.Accept.Add(new MediaTypeWithQualityHeaderValue(MessagePackMediaTypeNames.ApplicationXMsgpack));
            request.Headers.Accept.Add(new MediaTypeWithQualityHeaderValue(MessagePackMediaTypeNames.ApplicationVndMsgpack));
        }

        private static Uri? CreateUri(string? uri) => string.IsNullOrEmpty(uri) ? null : new Uri(uri, UriKind.RelativeOrAbsolute);
    }
}
