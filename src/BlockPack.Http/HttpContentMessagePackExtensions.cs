using System;
using System.IO;
using System.Net.Http;
using System.Threading;
using System.Threading.Tasks;

namespace BlockPack.AspNetCore
{
    /// <summary>Reads MessagePack from HTTP content (the peer of <c>HttpContentJsonExtensions</c>).</summary>
    public static class HttpContentMessagePackExtensions
    {
        /// <summary>
        /// Reads the content as one MessagePack value. The content is gathered into pooled segments and read with
        /// untrusted-data limits; either LZ4 framing is recognized, whatever compression <paramref name="options"/> sets.
        /// </summary>
        /// <typeparam name="T">The type to read.</typeparam>
        /// <param name="content">The content.</param>
        /// <param name="options">The serializer options, or <see langword="null"/> for <see cref="MessagePackSerializerOptions.Standard"/>.</param>
        /// <param name="cancellationToken">Cancels the read.</param>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The content is not a valid <typeparamref name="T"/>.</exception>
        public static async Task<T> ReadFromMessagePackAsync<T>(this HttpContent content, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
        {
            ThrowHelper.ThrowIfNull(content, nameof(content));

            MessagePackSerializerOptions readOptions = ReadOptionsCache.For(options ?? MessagePackSerializerOptions.Standard);
#if NET
            Stream stream = await content.ReadAsStreamAsync(cancellationToken).ConfigureAwait(false);
            await using (stream.ConfigureAwait(false))
            {
                return await MessagePackSerializer.DeserializeAsync<T>(stream, readOptions, cancellationToken).ConfigureAwait(false);
            }
#else
            // netstandard2.0: ReadAsStreamAsync takes no token (the read that follows does), and Stream is not IAsyncDisposable.
            using (Stream stream = await content.ReadAsStreamAsync().ConfigureAwait(false))
            {
                return await MessagePackSerializer.DeserializeAsync<T>(stream, readOptions, cancellationToken).ConfigureAwait(false);
            }
#endif
        }
    }
}
