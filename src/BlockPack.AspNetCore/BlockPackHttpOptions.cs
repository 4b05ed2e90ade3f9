using System;

namespace BlockPack.AspNetCore
{
    /// <summary>
    /// How BlockPack reads request bodies and writes response bodies on the server: the MVC formatters
    /// (<see cref="BlockPackMvcBuilderExtensions.AddBlockPackFormatters"/>), <see cref="MessagePackHttpResult{TValue}"/>,
    /// <see cref="MessagePackBody{T}"/> and <see cref="HttpRequestMessagePackExtensions"/> all take it from
    /// <c>IOptions&lt;BlockPackHttpOptions&gt;</c> (configure it with <c>services.Configure&lt;BlockPackHttpOptions&gt;</c>
    /// or the <c>AddBlockPackFormatters</c> callback).
    /// </summary>
    /// <remarks>
    /// Set it up at startup; it is read, never written, while requests are served.
    /// </remarks>
    public sealed class BlockPackHttpOptions
    {
        /// <summary>The default of <see cref="MaxRequestBodySize"/>: 16 MiB.</summary>
        public const long DefaultMaxRequestBodySize = 16L * 1024 * 1024;

        private MessagePackSerializerOptions serializerOptions = MessagePackSerializerOptions.Standard;
        private long maxRequestBodySize = DefaultMaxRequestBodySize;

        /// <summary>
        /// Gets or sets the serializer options. Responses are written with them as they are, so their
        /// <see cref="MessagePackSerializerOptions.Compression"/> decides the framing (bodies shorter than
        /// <see cref="MessagePackSerializerOptions.CompressionMinLength"/> stay plain). Requests are read with them too,
        /// except that either LZ4 framing is always recognized, whatever compression is set for writing.
        /// The default is <see cref="MessagePackSerializerOptions.Standard"/>: no compression, so any MessagePack client
        /// can read the responses, and <see cref="MessagePackSecurity.UntrustedData"/> for reading.
        /// </summary>
        /// <exception cref="ArgumentNullException">The value is <see langword="null"/>.</exception>
        public MessagePackSerializerOptions SerializerOptions
        {
            get => this.serializerOptions;
            set
            {
                ArgumentNullException.ThrowIfNull(value);
                this.serializerOptions = value;
            }
        }

        /// <summary>
        /// Gets or sets the most bytes a request body may have (as sent, before decompression; the decompressed size is
        /// bounded by <see cref="MessagePackSecurity.MaximumDecompressedSize"/>). A body declaring a larger
        /// <c>Content-Length</c> is refused before it is read; one that runs past the limit is refused when it does.
        /// Default <see cref="DefaultMaxRequestBodySize"/>.
        /// </summary>
        /// <exception cref="ArgumentOutOfRangeException">The value is not positive.</exception>
        public long MaxRequestBodySize
        {
            get => this.maxRequestBodySize;
            set => this.maxRequestBodySize = value > 0 ? value : throw new ArgumentOutOfRangeException(nameof(value), value, "The request body limit must be positive.");
        }

        /// <summary>
        /// Gets or sets the media type responses are labelled with. Default
        /// <see cref="MessagePackMediaTypes.ApplicationXMsgpack"/>; both MessagePack types are accepted on requests.
        /// </summary>
        public string ResponseContentType { get; set; } = MessagePackMediaTypes.ApplicationXMsgpack;
    }
}
