using System;
using System.Buffers;
using System.IO;
using BlockPack;

namespace BlockPack.Caching
{
    /// <summary>
    /// The one place cache entries are written and read, shared by the HybridCache, IDistributedCache and FusionCache
    /// adapters so that all three store the same bytes and refuse the same damaged ones.
    /// </summary>
    internal sealed class CacheEntryCodec
    {
        internal CacheEntryCodec(MessagePackSerializerOptions writeOptions)
        {
            this.WriteOptions = writeOptions;

            // With compression off, BlockPack leaves an LZ4 ext value undecoded; an entry written by a host with
            // compression on must still read here, so reading always recognizes the framings.
            this.ReadOptions = writeOptions.Compression == MessagePackCompression.None
                ? writeOptions.WithCompression(MessagePackCompression.Lz4BlockArray)
                : writeOptions;
        }

        /// <summary>Gets the options entries are written with (the user's).</summary>
        internal MessagePackSerializerOptions WriteOptions { get; }

        /// <summary>Gets the options entries are read with: the user's, with framing recognition always on.</summary>
        internal MessagePackSerializerOptions ReadOptions { get; }

        /// <summary>Writes <paramref name="value"/> straight into <paramref name="target"/>.</summary>
        internal void Serialize<T>(T value, IBufferWriter<byte> target)
            => MessagePackSerializer.Serialize(target, value, this.WriteOptions);

        /// <summary>Writes <paramref name="value"/> to a new array of exactly its length.</summary>
        internal byte[] Serialize<T>(T value)
            => MessagePackSerializer.Serialize(value, this.WriteOptions);

        /// <summary>
        /// Reads one entry. The entry must be exactly one MessagePack value: bytes after it mean the entry was not
        /// written by this codec, and a damaged framed entry fails its checksum.
        /// </summary>
        /// <exception cref="MessagePackSerializationException">The entry is damaged or does not hold a <typeparamref name="T"/>.</exception>
        internal T Deserialize<T>(in ReadOnlySequence<byte> source)
        {
            // The structural walk is cheap for a framed entry (an array of an ext and bin headers); it catches a
            // truncated entry and trailing garbage before any decoding is attempted.
            var walker = new MessagePackReader(source);
            try
            {
                walker.Skip();
            }
            catch (EndOfStreamException ex)
            {
                ThrowHelper.ThrowTruncatedEntry<T>(source.Length, ex);
            }
            catch (MessagePackSerializationException ex)
            {
                ThrowHelper.ThrowMalformedEntry<T>(ex);
            }

            if (walker.Consumed != source.Length)
            {
                ThrowHelper.ThrowTrailingBytes<T>(walker.Consumed, source.Length);
            }

            return MessagePackSerializer.Deserialize<T>(source, this.ReadOptions);
        }

        /// <summary>Reads one entry from an array.</summary>
        internal T Deserialize<T>(byte[] source) => this.Deserialize<T>(new ReadOnlySequence<byte>(source));
    }
}
