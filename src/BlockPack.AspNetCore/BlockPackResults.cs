namespace BlockPack.AspNetCore
{
    /// <summary>Creates MessagePack results for minimal APIs (the peer of <c>TypedResults.Json</c>).</summary>
    public static class BlockPackResults
    {
        /// <summary>Creates a result that writes <paramref name="value"/> as a MessagePack body.</summary>
        /// <typeparam name="TValue">The type to serialize as.</typeparam>
        /// <param name="value">The value.</param>
        /// <param name="serializerOptions">
        /// The options, or <see langword="null"/> for those of the application's <see cref="BlockPackHttpOptions"/>
        /// (their compression applies: a body at least <see cref="MessagePackSerializerOptions.CompressionMinLength"/>
        /// long is framed as LZ4, a shorter one stays plain).
        /// </param>
        /// <param name="contentType">The content type, or <see langword="null"/> for <see cref="BlockPackHttpOptions.ResponseContentType"/>.</param>
        /// <param name="statusCode">The status code, or <see langword="null"/> for 200.</param>
        /// <returns>The result.</returns>
        public static MessagePackHttpResult<TValue> MessagePack<TValue>(TValue value, MessagePackSerializerOptions? serializerOptions = null, string? contentType = null, int? statusCode = null)
            => new MessagePackHttpResult<TValue>(value, serializerOptions, contentType, statusCode);
    }
}
