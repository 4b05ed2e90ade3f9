using BlockPack;
using BlockPack.Resolvers;

namespace BlockPack.Caching
{
    /// <summary>
    /// How BlockPack writes and reads cache entries: the serializer options, with defaults chosen for bytes that are
    /// stored by one process and read back over the network by others.
    /// </summary>
    /// <remarks>
    /// The defaults (<see cref="DefaultSerializerOptions"/>) resolve formatters with
    /// <see cref="ContractlessStandardResolver"/>, because a cache user's types rarely carry MessagePack attributes:
    /// a class with <see cref="MessagePackObjectAttribute"/> is written exactly as <see cref="StandardResolver"/>
    /// writes it, and a plain class is written as a map keyed by its public members' names. They compress values of at least
    /// <see cref="MessagePackSerializerOptions.CompressionMinLength"/> bytes as <see cref="MessagePackCompression.Lz4BlockArray"/>
    /// with a CRC-32C per block (so a damaged entry fails to read instead of decoding to another value), and apply
    /// <see cref="MessagePackSecurity.UntrustedData"/> limits. Reading does not depend on the compression settings: an
    /// entry written plain, as <see cref="MessagePackCompression.Lz4Block"/> or as an unchecked block array is read
    /// whatever these options say, because the framing names itself. Change <see cref="SerializerOptions"/> before the
    /// options are handed to a cache; the serializers take their settings when they are created.
    /// </remarks>
    public sealed class BlockPackCacheOptions
    {
        /// <summary>
        /// Gets the serializer options a cache uses unless told otherwise: <see cref="ContractlessStandardResolver"/>
        /// with <see cref="MessagePackCompression.Lz4BlockArray"/>, block checksums and
        /// <see cref="MessagePackSecurity.UntrustedData"/>.
        /// </summary>
        public static MessagePackSerializerOptions DefaultSerializerOptions { get; } = ContractlessStandardResolver.Options
            .WithCompression(MessagePackCompression.Lz4BlockArray)
            .WithBlockChecksums()
            .WithSecurity(MessagePackSecurity.UntrustedData);

        private MessagePackSerializerOptions serializerOptions = DefaultSerializerOptions;
        private CacheEntryCodec? codec;

        /// <summary>Gets or sets the serializer options entries are written and read with.</summary>
        /// <exception cref="System.ArgumentNullException">The value is <see langword="null"/>.</exception>
        public MessagePackSerializerOptions SerializerOptions
        {
            get => this.serializerOptions;
            set
            {
                System.ArgumentNullException.ThrowIfNull(value);
                this.serializerOptions = value;
                this.codec = null;
            }
        }

        /// <summary>Gets the codec for the current settings, built once per change of <see cref="SerializerOptions"/>.</summary>
        internal CacheEntryCodec Codec
        {
            get
            {
                // A race builds two equal codecs; either is correct, so no lock is needed.
                CacheEntryCodec? current = this.codec;
                if (current is null || !ReferenceEquals(current.WriteOptions, this.serializerOptions))
                {
                    current = new CacheEntryCodec(this.serializerOptions);
                    this.codec = current;
                }

                return current;
            }
        }
    }
}
