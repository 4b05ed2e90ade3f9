using System;
using System.IO;
using global::Orleans.Storage;

namespace BlockPack.Orleans
{
    /// <summary>
    /// Grain state as BlockPack bytes, for any Orleans storage provider that takes an <see cref="IGrainStorageSerializer"/>:
    /// <c>siloBuilder.AddRedisGrainStorage("store", o =&gt; o.GrainStorageSerializer = new BlockPackGrainStorageSerializer())</c>.
    /// </summary>
    /// <remarks>
    /// By default (<see cref="DefaultSerializerOptions"/>) every state, however small, is written as an
    /// <see cref="MessagePackCompression.Lz4BlockArray"/> with a CRC-32C per block and over the framing's header, and
    /// read with <see cref="MessagePackSecurity.UntrustedData"/> limits. Reading first walks the entry's structure and
    /// refuses one that is truncated or has bytes after its value, then decodes it, checking every checksum: a damaged
    /// entry fails the grain's activation with a <see cref="global::Orleans.Serialization.SerializerException"/> naming the
    /// state type and the cause, and never loads as a different value. Entries written plain or unchecked (other
    /// <see cref="SerializerOptions"/>) still read. Thread-safe.
    /// </remarks>
    public sealed class BlockPackGrainStorageSerializer : IGrainStorageSerializer
    {
        /// <summary>
        /// Gets the serializer options grain state is stored with unless told otherwise:
        /// <see cref="MessagePackSerializerOptions.Standard"/> with <see cref="MessagePackCompression.Lz4BlockArray"/> for
        /// every value (<see cref="MessagePackSerializerOptions.CompressionMinLength"/> 1, so every entry carries checksums),
        /// block checksums, and <see cref="MessagePackSecurity.UntrustedData"/>.
        /// </summary>
        public static MessagePackSerializerOptions DefaultSerializerOptions { get; } = MessagePackSerializerOptions.Standard
            .WithCompression(MessagePackCompression.Lz4BlockArray)
            .WithCompressionMinLength(1)
            .WithBlockChecksums()
            .WithSecurity(MessagePackSecurity.UntrustedData);

        /// <summary>Initializes a new instance of the <see cref="BlockPackGrainStorageSerializer"/> class.</summary>
        /// <param name="serializerOptions">The options state is written and read with, or <see langword="null"/> for <see cref="DefaultSerializerOptions"/>.</param>
        public BlockPackGrainStorageSerializer(MessagePackSerializerOptions? serializerOptions = null)
        {
            this.SerializerOptions = serializerOptions ?? DefaultSerializerOptions;
            this.ReadOptions = this.SerializerOptions.Compression == MessagePackCompression.None
                ? this.SerializerOptions.WithCompression(MessagePackCompression.Lz4BlockArray)
                : this.SerializerOptions;
        }

        /// <summary>Gets the options grain state is written with.</summary>
        public MessagePackSerializerOptions SerializerOptions { get; }

        private MessagePackSerializerOptions ReadOptions { get; }

        /// <inheritdoc/>
        public BinaryData Serialize<T>(T? input)
        {
            try
            {
                return new BinaryData(MessagePackSerializer.Serialize(input, this.SerializerOptions));
            }
            catch (MessagePackSerializationException ex)
            {
                ThrowHelper.ThrowSerializeFailed(typeof(T), ex);
                throw;
            }
        }

        /// <inheritdoc/>
        /// <exception cref="global::Orleans.Serialization.SerializerException">The stored entry is damaged, truncated, or does not hold a <typeparamref name="T"/>.</exception>
        public T Deserialize<T>(BinaryData input)
        {
            ArgumentNullException.ThrowIfNull(input);
            ReadOnlyMemory<byte> bytes = input.ToMemory();
            try
            {
                // The structural walk is cheap for a framed entry (an array of an ext and bin headers): it catches a
                // truncated entry and trailing bytes before anything is decoded.
                var walker = new MessagePackReader(bytes);
                walker.Skip();
                if (walker.Consumed != bytes.Length)
                {
                    throw new MessagePackSerializationException($"The entry holds {bytes.Length - walker.Consumed} bytes after its value ({bytes.Length} in all).");
                }

                return MessagePackSerializer.Deserialize<T>(bytes, this.ReadOptions);
            }
            catch (Exception ex) when (ex is MessagePackSerializationException or EndOfStreamException)
            {
                ThrowHelper.ThrowStorageReadFailed(typeof(T), bytes.Length, ex);
                throw;
            }
        }
    }
}
