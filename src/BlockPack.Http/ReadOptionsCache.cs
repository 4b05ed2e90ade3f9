using System.Runtime.CompilerServices;

namespace BlockPack.AspNetCore
{
    /// <summary>
    /// The options bodies are read with: the caller's, with LZ4 framing recognition on. With compression off, BlockPack
    /// leaves an LZ4 extension value undecoded, yet a peer may send either framing whatever this side writes; the framing
    /// names itself, so reading with it on costs nothing for a plain body. Cached per options instance, so a request does
    /// not build a new options object (and the serializer's per-options caches stay warm). BlockPack.AspNetCore has its own
    /// copy for request bodies rather than reaching into this assembly's internals: a user may update either package
    /// alone, and only public API is kept stable between versions.
    /// </summary>
    internal static class ReadOptionsCache
    {
        private static readonly ConditionalWeakTable<MessagePackSerializerOptions, MessagePackSerializerOptions> Cache = new();

        /// <summary>Gets the reading options for <paramref name="options"/>.</summary>
        internal static MessagePackSerializerOptions For(MessagePackSerializerOptions options)
        {
            if (options.Compression != MessagePackCompression.None)
            {
                return options;
            }

            return Cache.GetValue(options, static o => o.WithCompression(MessagePackCompression.Lz4BlockArray));
        }
    }
}
