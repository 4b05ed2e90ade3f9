using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Internal;
using BlockPack.Resolvers;
using BlockPack.Serializer.Coverage;
using BlockPack.Serializer.Typeless;

namespace BlockPack
{
    /// <summary>Everything that shapes how a value is serialized and deserialized.</summary>
    /// <remarks>
    /// Instances are immutable and safe to share between threads; each <c>With…</c> method returns a changed copy
    /// (or the same instance when nothing changes).
    /// </remarks>
    public class MessagePackSerializerOptions
    {
        /// <summary>The default <see cref="CompressionMinLength"/>: outputs shorter than this stay plain.</summary>
        public const int DefaultCompressionMinLength = 64;

        /// <summary>The default <see cref="SuggestedContiguousMemorySize"/>: 1 MiB, as MessagePack-CSharp.</summary>
        private const int DefaultSuggestedContiguousMemorySize = 1024 * 1024;

        /// <summary>The codec of <see cref="ZstdCodec"/>, built on first use; never copied to a changed copy.</summary>
        private ZstdBlockCodec? zstdCodec;

        /// <summary>Initializes options with a resolver and defaults for everything else.</summary>
        /// <param name="resolver">The resolver that finds formatters.</param>
        public MessagePackSerializerOptions(IFormatterResolver resolver)
        {
            this.Resolver = resolver ?? throw new ArgumentNullException(nameof(resolver));
        }

        /// <summary>Initializes a copy of another instance, for the <c>With…</c> methods and derived classes.</summary>
        /// <param name="copyFrom">The options to copy.</param>
        protected MessagePackSerializerOptions(MessagePackSerializerOptions copyFrom)
        {
            if (copyFrom is null)
            {
                throw new ArgumentNullException(nameof(copyFrom));
            }

            this.Resolver = copyFrom.Resolver;
            this.Compression = copyFrom.Compression;
            this.CompressionMinLength = copyFrom.CompressionMinLength;
            this.CompressionLevel = copyFrom.CompressionLevel;
            this.MinimumCompressionSavings = copyFrom.MinimumCompressionSavings;
            this.Security = copyFrom.Security;
            this.OldSpec = copyFrom.OldSpec;
            this.MaxDegreeOfParallelism = copyFrom.MaxDegreeOfParallelism;
            this.BlockChecksums = copyFrom.BlockChecksums;
            this.OmitAssemblyVersion = copyFrom.OmitAssemblyVersion;
            this.AllowAssemblyVersionMismatch = copyFrom.AllowAssemblyVersionMismatch;
            this.SuggestedContiguousMemorySize = copyFrom.SuggestedContiguousMemorySize;
            this.SequencePool = copyFrom.SequencePool;
            this.TypelessAllowList = copyFrom.TypelessAllowList;
            this.ZstdCompressionLevel = copyFrom.ZstdCompressionLevel;
            this.ZstdDictionary = copyFrom.ZstdDictionary;
            this.ZstdReadDictionaries = copyFrom.ZstdReadDictionaries;
        }

        /// <summary>
        /// Gets the options BlockPack uses when none are given: <see cref="StandardResolver"/>, no compression,
        /// <see cref="MessagePackSecurity.UntrustedData"/>.
        /// </summary>
        public static MessagePackSerializerOptions Standard { get; } = new MessagePackSerializerOptions(StandardResolver.Instance);

        /// <summary>Gets the resolver that finds a formatter for each type.</summary>
        public IFormatterResolver Resolver { get; private set; }

        /// <summary>Gets the LZ4 framing applied at the top level.</summary>
        public MessagePackCompression Compression { get; private set; }

        /// <summary>Gets the serialized length below which output stays plain even when compression is on.</summary>
        public int CompressionMinLength { get; private set; } = DefaultCompressionMinLength;

        /// <summary>
        /// Gets how hard the LZ4 encoder works when <see cref="Compression"/> is on. The default,
        /// <see cref="MessagePackCompressionLevel.Optimal"/>, writes what BlockPack always wrote; every level is readable
        /// by any LZ4 reader, MessagePack-CSharp included. With <see cref="MessagePackCompression.ZstdBlockArray"/> it maps
        /// onto a Zstandard level unless <see cref="ZstdCompressionLevel"/> sets one.
        /// </summary>
        public MessagePackCompressionLevel CompressionLevel { get; private set; }

        /// <summary>
        /// Gets the fraction of the plain length (0 to 1) that compression must save for the framed form to be written.
        /// When it saves less (the framed output is longer than <c>plain length × (1 − MinimumCompressionSavings)</c>),
        /// the plain msgpack is written instead, which every reader accepts: Presto's rule for data that does not
        /// compress. The default, 0, turns the rule off, so the framed form is written whatever its length, as
        /// MessagePack-CSharp and earlier BlockPack versions do.
        /// </summary>
        /// <remarks>
        /// The decision costs no second pass: the value is framed as usual and, when the rule rejects the result, the
        /// plain bytes still held in the serializer's buffer are copied out instead (for
        /// <see cref="MessagePackSerializer.Serialize{T}(System.Buffers.IBufferWriter{byte}, T, MessagePackSerializerOptions?, System.Threading.CancellationToken)"/>,
        /// the framing is written to pooled segments first, and only the winner reaches the destination).
        /// </remarks>
        public double MinimumCompressionSavings { get; private set; }

        /// <summary>
        /// Gets the limits that protect against hostile input. The default is <see cref="MessagePackSecurity.UntrustedData"/>
        /// (collision-resistant hashing of the keys of every dictionary and set read, on top of the depth and size limits);
        /// <see cref="MessagePackSecurity.TrustedData"/> is the opt-out for data from a trusted source (docs/security.md).
        /// </summary>
        public MessagePackSecurity Security { get; private set; } = MessagePackSecurity.UntrustedData;

        /// <summary>
        /// Gets a value indicating whether to write the old MessagePack format (before str8 and bin existed): strings
        /// use fixstr/str16/str32 and byte arrays are written as strings.
        /// </summary>
        /// <value>
        /// <see langword="null"/> (the default) leaves the writer's own setting alone: writers the serializer creates
        /// write the new format, and a writer passed to
        /// <see cref="MessagePackSerializer.Serialize{T}(ref MessagePackWriter, T, MessagePackSerializerOptions?)"/> keeps
        /// its <see cref="MessagePackWriter.OldSpec"/>. <see langword="true"/> or <see langword="false"/> applies to the
        /// whole serialization. Reading accepts both formats whatever this says.
        /// </value>
        public bool? OldSpec { get; private set; }

        /// <summary>
        /// Gets a value indicating whether the typeless formatter writes type names without the assembly's version,
        /// culture and public key token (<c>"My.Type, MyAssembly"</c>), which keeps them readable by other versions of
        /// the assembly. Off by default, as in MessagePack-CSharp. A name that would not load in shortened form is
        /// written in full.
        /// </summary>
        public bool OmitAssemblyVersion { get; private set; }

        /// <summary>
        /// Gets a value indicating whether <see cref="LoadType(string)"/> may load a type from another version of the
        /// named assembly when the exact version is not found. Off by default, as in MessagePack-CSharp.
        /// </summary>
        public bool AllowAssemblyVersionMismatch { get; private set; }

        /// <summary>
        /// Gets the size in bytes of the contiguous blocks a serialization asks its buffer for; 1 MiB by default, as
        /// in MessagePack-CSharp. BlockPack's pooled buffers size their segments themselves, so this value is kept for
        /// source compatibility and read by nothing in BlockPack today.
        /// </summary>
        public int SuggestedContiguousMemorySize { get; private set; } = DefaultSuggestedContiguousMemorySize;

        /// <summary>
        /// Gets the pool of sequences MessagePack-CSharp rents its scratch buffers from. BlockPack rents from its own
        /// segment pool (see docs/design.md), so this is kept for source compatibility: <see cref="WithPool"/> accepts a
        /// pool and nothing in BlockPack rents from it.
        /// </summary>
        public SequencePool SequencePool { get; private set; } = SequencePool.Shared;

        /// <summary>
        /// Gets the allow-list the typeless formatter enforces, or <see langword="null"/> (the default) for none: then
        /// only the deny list of known gadget types applies. With a list, a typeless payload can only name the types
        /// and assemblies it holds (docs/security.md).
        /// </summary>
        public TypelessAllowList? TypelessAllowList { get; private set; }

        /// <summary>
        /// Gets how many threads may work on one large compressed value, the calling thread included: compressing its
        /// 64 KB blocks while the serializer writes the next ones (<see cref="MessagePackCompression.Lz4BlockArray"/>, and
        /// <see cref="MessagePackCompression.Lz4Block"/>, whose 64 KB pieces are joined into its one block), and decoding
        /// the blocks of an <see cref="MessagePackCompression.Lz4BlockArray"/> payload of 256 KB or more. 1 keeps
        /// everything on the calling thread; helpers are queued only while a core is free and the caller never waits
        /// for one that has not started, so a busy server needs no change (1 is for cores kept busy by other
        /// processes); 0, the default, means <see cref="Lz4Decoding.MaxDegreeOfParallelism"/> (the processor count
        /// unless changed). Values shorter than one 64 KB block are always handled on the calling thread.
        /// </summary>
        public int MaxDegreeOfParallelism { get; private set; }

        /// <summary>
        /// Gets a value indicating whether compressed output carries a CRC-32C per LZ4 block and one over the framing's header,
        /// so that damage in transit or storage is reported instead of decoding to a different value. Off by default. It applies
        /// only where output is framed: with <see cref="Compression"/> set, to values of at least
        /// <see cref="CompressionMinLength"/> bytes (shorter ones stay plain msgpack, with no checksum). The
        /// checked framings use their own ext type codes (97 for <see cref="MessagePackCompression.Lz4BlockArray"/>, 96 for
        /// <see cref="MessagePackCompression.Lz4Block"/>; docs/format.md), which MessagePack-CSharp does not recognize: it
        /// fails on them rather than misreading them, so turn this on only when every reader is BlockPack. Reading does not
        /// depend on this setting: BlockPack reads checked and unchecked payloads whatever the options say.
        /// </summary>
        public bool BlockChecksums { get; private set; }

        /// <summary>
        /// Gets an explicit Zstandard level for <see cref="MessagePackCompression.ZstdBlockArray"/>, for experts: -7 (fastest)
        /// to 22 (smallest), 0 excluded; or null, the default, to map <see cref="CompressionLevel"/> (Fastest → 1,
        /// Optimal → 3, Zstandard's default, SmallestSize → 19). Readers need not know the level.
        /// </summary>
        public int? ZstdCompressionLevel { get; private set; }

        /// <summary>
        /// Gets the trained dictionary <see cref="MessagePackCompression.ZstdBlockArray"/> output is compressed with, or null.
        /// With a dictionary, values shorter than <see cref="CompressionMinLength"/> are framed too when that saves at
        /// least <see cref="MinimumCompressionSavings"/> of their length (and at least one byte); otherwise they stay plain.
        /// It is also among <see cref="ZstdReadDictionaries"/>.
        /// </summary>
        public ZstdDictionary? ZstdDictionary { get; private set; }

        /// <summary>
        /// Gets every dictionary a <see cref="MessagePackCompression.ZstdBlockArray"/> payload may name when read: the one
        /// of <see cref="ZstdDictionary"/> and those added with <see cref="WithZstdReadDictionaries"/>. A payload naming
        /// any other id fails with a <see cref="MessagePackSerializationException"/> that names it.
        /// </summary>
        public IReadOnlyList<ZstdDictionary> ZstdReadDictionaries { get; private set; } = Array.Empty<ZstdDictionary>();

        /// <summary>Gets the codec Zstandard output is written with (the dictionary and the explicit level), built once per options instance.</summary>
        internal ZstdBlockCodec ZstdCodec
            => this.zstdCodec ??= this.ZstdDictionary is null && this.ZstdCompressionLevel is null
                ? ZstdBlockCodec.Plain
                : new ZstdBlockCodec(this.ZstdDictionary, this.ZstdCompressionLevel);

        /// <summary>
        /// Gets the length from which output goes through the framing code: <see cref="CompressionMinLength"/>, or 1 when a
        /// Zstandard dictionary may shrink even short values (which then stay plain unless the dictionary saves enough).
        /// </summary>
        internal int FramingMinLength => this.Compression == MessagePackCompression.ZstdBlockArray && this.ZstdDictionary is not null ? 1 : this.CompressionMinLength;

        /// <summary>Gets the degree in force: <see cref="MaxDegreeOfParallelism"/>, or the process-wide default for 0.</summary>
        internal int EffectiveDegreeOfParallelism => this.MaxDegreeOfParallelism > 0 ? this.MaxDegreeOfParallelism : Lz4Decoding.MaxDegreeOfParallelism;

        /// <summary>Gets a copy with <see cref="MaxDegreeOfParallelism"/> changed.</summary>
        /// <param name="maxDegreeOfParallelism">The most threads, at least 1; or 0 for the process-wide default.</param>
        /// <returns>The changed copy.</returns>
        /// <exception cref="ArgumentOutOfRangeException"><paramref name="maxDegreeOfParallelism"/> is negative.</exception>
        public MessagePackSerializerOptions WithMaxDegreeOfParallelism(int maxDegreeOfParallelism)
        {
            if (maxDegreeOfParallelism < 0)
            {
                throw new ArgumentOutOfRangeException(nameof(maxDegreeOfParallelism), maxDegreeOfParallelism, "Use at least 1 thread, or 0 for the process-wide default.");
            }

            return this.MaxDegreeOfParallelism == maxDegreeOfParallelism ? this : this.With(o => o.MaxDegreeOfParallelism = maxDegreeOfParallelism);
        }

        /// <summary>Gets a copy with a different resolver.</summary>
        /// <param name="resolver">The resolver.</param>
        /// <returns>The changed copy.</returns>
        public MessagePackSerializerOptions WithResolver(IFormatterResolver resolver)
        {
            if (resolver is null)
            {
                throw new ArgumentNullException(nameof(resolver));
            }

            return ReferenceEquals(this.Resolver, resolver) ? this : this.With(o => o.Resolver = resolver);
        }

        /// <summary>Gets a copy with a different compression mode.</summary>
        /// <param name="compression">The mode.</param>
        /// <returns>The changed copy.</returns>
        public MessagePackSerializerOptions WithCompression(MessagePackCompression compression)
        {
            if (compression is < MessagePackCompression.None or > MessagePackCompression.ZstdBlockArray)
            {
                throw new ArgumentOutOfRangeException(nameof(compression), compression, "Unknown compression mode.");
            }

            return this.Compression == compression ? this : this.With(o => o.Compression = compression);
        }

        /// <summary>Gets a copy with a different compression threshold.</summary>
        /// <param name="compressionMinLength">The length in bytes; at least 1.</param>
        /// <returns>The changed copy.</returns>
        public MessagePackSerializerOptions WithCompressionMinLength(int compressionMinLength)
        {
            if (compressionMinLength < 1)
            {
                throw new ArgumentOutOfRangeException(nameof(compressionMinLength), compressionMinLength, "The threshold must be at least 1 byte.");
            }

            return this.CompressionMinLength == compressionMinLength ? this : this.With(o => o.CompressionMinLength = compressionMinLength);
        }

        /// <summary>Gets a copy with a different <see cref="CompressionLevel"/>.</summary>
        /// <param name="compressionLevel">The level.</param>
        /// <returns>The changed copy.</returns>
        /// <exception cref="ArgumentOutOfRangeException"><paramref name="compressionLevel"/> is not a defined level.</exception>
        public MessagePackSerializerOptions WithCompressionLevel(MessagePackCompressionLevel compressionLevel)
        {
            if (compressionLevel is not (MessagePackCompressionLevel.Optimal or MessagePackCompressionLevel.Fastest or MessagePackCompressionLevel.SmallestSize))
            {
                throw new ArgumentOutOfRangeException(nameof(compressionLevel), compressionLevel, "Unknown compression level (to turn compression off, use MessagePackCompression.None).");
            }

            return this.CompressionLevel == compressionLevel ? this : this.With(o => o.CompressionLevel = compressionLevel);
        }

        /// <summary>Gets a copy with a different <see cref="MinimumCompressionSavings"/>.</summary>
        /// <param name="minimumCompressionSavings">The fraction of the plain length compression must save, from 0 (the rule is off) to 1.</param>
        /// <returns>The changed copy.</returns>
        /// <exception cref="ArgumentOutOfRangeException"><paramref name="minimumCompressionSavings"/> is not between 0 and 1.</exception>
        public MessagePackSerializerOptions WithMinimumCompressionSavings(double minimumCompressionSavings)
        {
            // Written so that NaN fails too.
            if (!(minimumCompressionSavings >= 0 && minimumCompressionSavings <= 1))
            {
                throw new ArgumentOutOfRangeException(nameof(minimumCompressionSavings), minimumCompressionSavings, "The savings must be a fraction from 0 to 1.");
            }

            return this.MinimumCompressionSavings == minimumCompressionSavings ? this : this.With(o => o.MinimumCompressionSavings = minimumCompressionSavings);
        }

        /// <summary>Gets a copy with different security settings.</summary>
        /// <param name="security">The settings.</param>
        /// <returns>The changed copy.</returns>
        public MessagePackSerializerOptions WithSecurity(MessagePackSecurity security)
        {
            if (security is null)
            {
                throw new ArgumentNullException(nameof(security));
            }

            return ReferenceEquals(this.Security, security) ? this : this.With(o => o.Security = security);
        }

        /// <summary>
        /// Gets whether <see cref="Resolver"/> can serialize <typeparamref name="T"/> whole: the type itself and, where
        /// dynamic code runs, every type its formatter reaches (the elements of collections, dictionaries, arrays,
        /// nullables and tuples, and the members of objects), so that <c>List&lt;Order&gt;</c> is declined when
        /// <c>Order</c> has no formatter. Integrations that must decide before serializing (cache serializer
        /// factories, MVC formatters) ask this. A formatter that does not come from BlockPack (a user's, a
        /// source-generated one) is trusted for its type whole. Positive answers are cached per resolver.
        /// </summary>
        /// <typeparam name="T">The type to check.</typeparam>
        /// <returns><see langword="true"/> when serializing a <typeparamref name="T"/> will find a formatter for every part.</returns>
        public bool CanSerialize<T>() => FormatterCoverage.CanSerialize<T>(this.Resolver, out _);

        /// <summary>Gets whether <see cref="Resolver"/> can serialize <typeparamref name="T"/> whole, and if not, why.</summary>
        /// <typeparam name="T">The type to check.</typeparam>
        /// <param name="reason">When the result is <see langword="false"/>, a sentence naming the part of <typeparamref name="T"/> that has no usable formatter.</param>
        /// <returns><see langword="true"/> when serializing a <typeparamref name="T"/> will find a formatter for every part.</returns>
        /// <remarks>See <see cref="CanSerialize{T}()"/>.</remarks>
        public bool CanSerialize<T>([NotNullWhen(false)] out string? reason) => FormatterCoverage.CanSerialize<T>(this.Resolver, out reason);

        /// <summary>
        /// Gets whether <see cref="Resolver"/> can serialize <paramref name="type"/> whole, as <see cref="CanSerialize{T}()"/>
        /// does for a type known at compile time.
        /// </summary>
        /// <param name="type">The type to check.</param>
        /// <returns><see langword="true"/> when serializing a value of <paramref name="type"/> will find a formatter for every part.</returns>
        /// <exception cref="ArgumentNullException"><paramref name="type"/> is <see langword="null"/>.</exception>
        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        public bool CanSerialize(Type type) => this.CanSerialize(type, out _);

        /// <summary>Gets whether <see cref="Resolver"/> can serialize <paramref name="type"/> whole, and if not, why.</summary>
        /// <param name="type">The type to check.</param>
        /// <param name="reason">When the result is <see langword="false"/>, a sentence naming the part of <paramref name="type"/> that has no usable formatter.</param>
        /// <returns><see langword="true"/> when serializing a value of <paramref name="type"/> will find a formatter for every part.</returns>
        /// <exception cref="ArgumentNullException"><paramref name="type"/> is <see langword="null"/>.</exception>
        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        public bool CanSerialize(Type type, [NotNullWhen(false)] out string? reason)
        {
            if (type is null)
            {
                throw new ArgumentNullException(nameof(type));
            }

            return FormatterCoverage.CanSerialize(this.Resolver, type, out reason);
        }

        /// <summary>Gets a copy with <see cref="OldSpec"/> changed.</summary>
        /// <param name="oldSpec">Whether to write the old format; <see langword="null"/> to leave the writer's setting alone.</param>
        /// <returns>The changed copy, or this instance when the value is unchanged.</returns>
        public MessagePackSerializerOptions WithOldSpec(bool? oldSpec = true)
        {
            return this.OldSpec == oldSpec ? this : this.With(o => o.OldSpec = oldSpec);
        }

        /// <summary>Gets a copy with <see cref="OmitAssemblyVersion"/> changed.</summary>
        /// <param name="omitAssemblyVersion">Whether typeless type names leave out the assembly version.</param>
        /// <returns>The changed copy, or this instance when the value is unchanged.</returns>
        public MessagePackSerializerOptions WithOmitAssemblyVersion(bool omitAssemblyVersion)
        {
            return this.OmitAssemblyVersion == omitAssemblyVersion ? this : this.With(o => o.OmitAssemblyVersion = omitAssemblyVersion);
        }

        /// <summary>Gets a copy with <see cref="AllowAssemblyVersionMismatch"/> changed.</summary>
        /// <param name="allowAssemblyVersionMismatch">Whether typeless type names may load from another assembly version.</param>
        /// <returns>The changed copy, or this instance when the value is unchanged.</returns>
        public MessagePackSerializerOptions WithAllowAssemblyVersionMismatch(bool allowAssemblyVersionMismatch)
        {
            return this.AllowAssemblyVersionMismatch == allowAssemblyVersionMismatch ? this : this.With(o => o.AllowAssemblyVersionMismatch = allowAssemblyVersionMismatch);
        }

        /// <summary>Gets a copy with <see cref="SuggestedContiguousMemorySize"/> changed.</summary>
        /// <param name="suggestedContiguousMemorySize">The size in bytes; at least 256.</param>
        /// <returns>The changed copy, or this instance when the value is unchanged.</returns>
        /// <exception cref="ArgumentOutOfRangeException"><paramref name="suggestedContiguousMemorySize"/> is less than 256.</exception>
        public MessagePackSerializerOptions WithSuggestedContiguousMemorySize(int suggestedContiguousMemorySize)
        {
            if (suggestedContiguousMemorySize < 256)
            {
                throw new ArgumentOutOfRangeException(nameof(suggestedContiguousMemorySize), suggestedContiguousMemorySize, "The size must be at least 256 bytes.");
            }

            return this.SuggestedContiguousMemorySize == suggestedContiguousMemorySize ? this : this.With(o => o.SuggestedContiguousMemorySize = suggestedContiguousMemorySize);
        }

        /// <summary>Gets a copy with a different <see cref="SequencePool"/>.</summary>
        /// <param name="pool">The pool.</param>
        /// <returns>The changed copy, or this instance when the pool is the same.</returns>
        /// <exception cref="ArgumentNullException"><paramref name="pool"/> is <see langword="null"/>.</exception>
        public MessagePackSerializerOptions WithPool(SequencePool pool)
        {
            if (pool is null)
            {
                throw new ArgumentNullException(nameof(pool));
            }

            return ReferenceEquals(this.SequencePool, pool) ? this : this.With(o => o.SequencePool = pool);
        }

        /// <summary>Gets a copy with a different <see cref="TypelessAllowList"/>.</summary>
        /// <param name="allowList">The types and assemblies typeless payloads may name, or <see langword="null"/> for no allow-list.</param>
        /// <returns>The changed copy, or this instance when the list is the same.</returns>
        public MessagePackSerializerOptions WithTypelessAllowList(TypelessAllowList? allowList)
        {
            return ReferenceEquals(this.TypelessAllowList, allowList) ? this : this.With(o => o.TypelessAllowList = allowList);
        }

        /// <summary>
        /// Loads the type a typeless payload names. Override it to map names (for example after a type moved), or to
        /// refuse them early; return <see langword="null"/> when no type matches.
        /// </summary>
        /// <param name="typeName">The name as written: usually an assembly-qualified name, perhaps without the version.</param>
        /// <returns>The type, or <see langword="null"/>.</returns>
        /// <remarks>
        /// With a <see cref="TypelessAllowList"/>, only assemblies the list covers are searched (and none is loaded
        /// that is not already), so a payload cannot make the process load an assembly of its choosing.
        /// </remarks>
        [UnconditionalSuppressMessage("Trimming", "IL2057", Justification = "Only the typeless formatter calls this, and it is marked RequiresUnreferencedCode: a trimmed app must keep the types its payloads name.")]
        public virtual Type? LoadType(string typeName)
        {
            if (typeName is null)
            {
                throw new ArgumentNullException(nameof(typeName));
            }

            if (this.TypelessAllowList is { } allowList)
            {
                return allowList.LoadType(typeName);
            }

            Type? result = Type.GetType(typeName, false);
            if (result is null && this.AllowAssemblyVersionMismatch)
            {
                string shortened = AssemblyVersionNames.WithoutVersions(typeName);
                if (!string.Equals(shortened, typeName, StringComparison.Ordinal))
                {
                    result = Type.GetType(shortened, false);
                }
            }

            return result;
        }

        /// <summary>
        /// Checks that the typeless formatter may create a type, and throws when not. Checks the type itself, the
        /// element type of an array and the arguments of a generic type, each through
        /// <see cref="ThrowIfDeserializingTypeIsDisallowedCore(Type)"/>.
        /// </summary>
        /// <param name="type">The type a payload names.</param>
        /// <exception cref="MessagePackSerializationException">The type, or a type it is made of, is not allowed.</exception>
        public virtual void ThrowIfDeserializingTypeIsDisallowed(Type type)
        {
            if (type is null)
            {
                throw new ArgumentNullException(nameof(type));
            }

            // A stack rather than recursion: a hostile name can nest generic arguments deeply.
            var pending = new Stack<Type>();
            pending.Push(type);
            while (pending.Count > 0)
            {
                Type current = pending.Pop();
                this.ThrowIfDeserializingTypeIsDisallowedCore(current);
                if (current.HasElementType)
                {
                    pending.Push(current.GetElementType()!);
                }
                else if (current.IsGenericType && !current.IsGenericTypeDefinition)
                {
                    foreach (Type argument in current.GetGenericArguments())
                    {
                        pending.Push(argument);
                    }
                }
            }
        }

        /// <summary>
        /// Checks one type (not its parts) for <see cref="ThrowIfDeserializingTypeIsDisallowed(Type)"/>: refuses the
        /// types on BlockPack's deny list of known deserialization gadgets (MessagePack-CSharp's list and more; see
        /// docs/security.md), and, with a <see cref="TypelessAllowList"/>, every type it does not cover. Override it to
        /// add checks; call the base method to keep these.
        /// </summary>
        /// <param name="type">The type.</param>
        /// <exception cref="MessagePackSerializationException">The type is not allowed.</exception>
        protected virtual void ThrowIfDeserializingTypeIsDisallowedCore(Type type)
        {
            if (type is null)
            {
                throw new ArgumentNullException(nameof(type));
            }

            if (TypelessDenyList.IsDenied(type))
            {
                ThrowHelper.ThrowTypelessTypeDenied(type);
            }

            if (this.TypelessAllowList is { } allowList && !allowList.Covers(type))
            {
                ThrowHelper.ThrowTypelessTypeNotAllowed(type);
            }
        }

        /// <summary>Gets a copy with <see cref="BlockChecksums"/> changed.</summary>
        /// <param name="blockChecksums">Whether compressed output carries CRC-32C checksums.</param>
        /// <returns>The changed copy.</returns>
        public MessagePackSerializerOptions WithBlockChecksums(bool blockChecksums = true)
        {
            return this.BlockChecksums == blockChecksums ? this : this.With(o => o.BlockChecksums = blockChecksums);
        }

        /// <summary>Gets a copy with <see cref="ZstdCompressionLevel"/> changed.</summary>
        /// <param name="level">A Zstandard level from -7 to 22 other than 0, or null to map <see cref="CompressionLevel"/>.</param>
        /// <returns>The changed copy.</returns>
        /// <exception cref="ArgumentOutOfRangeException"><paramref name="level"/> is 0 or outside -7 to 22.</exception>
        public MessagePackSerializerOptions WithZstdCompressionLevel(int? level)
        {
            if (level is int value && !ZstdLevels.IsValid(value))
            {
                throw new ArgumentOutOfRangeException(nameof(level), level, "A Zstandard level is from -7 to 22 and not 0 (null maps CompressionLevel).");
            }

            return this.ZstdCompressionLevel == level ? this : this.With(o => o.ZstdCompressionLevel = level);
        }

        /// <summary>
        /// Gets a copy that compresses <see cref="MessagePackCompression.ZstdBlockArray"/> output with a trained dictionary
        /// (null for none), and reads payloads naming it. Dictionaries already registered for reading stay registered.
        /// </summary>
        /// <param name="dictionary">The dictionary, or null.</param>
        /// <returns>The changed copy.</returns>
        /// <exception cref="ArgumentException">A different dictionary with the same id is already registered.</exception>
        public MessagePackSerializerOptions WithZstdDictionary(ZstdDictionary? dictionary)
        {
            if (ReferenceEquals(this.ZstdDictionary, dictionary))
            {
                return this;
            }

            IReadOnlyList<ZstdDictionary> readable = dictionary is null ? this.ZstdReadDictionaries : AddDictionaries(this.ZstdReadDictionaries, new[] { dictionary });
            return this.With(o =>
            {
                o.ZstdDictionary = dictionary;
                o.ZstdReadDictionaries = readable;
            });
        }

        /// <summary>
        /// Gets a copy that also reads <see cref="MessagePackCompression.ZstdBlockArray"/> payloads compressed with these
        /// dictionaries (older dictionaries while payloads written with them are around, say). Writing is unchanged.
        /// </summary>
        /// <param name="dictionaries">The dictionaries.</param>
        /// <returns>The changed copy.</returns>
        /// <exception cref="ArgumentNullException"><paramref name="dictionaries"/> or one of them is null.</exception>
        /// <exception cref="ArgumentException">Two different dictionaries share an id.</exception>
        public MessagePackSerializerOptions WithZstdReadDictionaries(params ZstdDictionary[] dictionaries)
        {
            if (dictionaries is null)
            {
                throw new ArgumentNullException(nameof(dictionaries));
            }

            IReadOnlyList<ZstdDictionary> readable = AddDictionaries(this.ZstdReadDictionaries, dictionaries);
            return readable.Count == this.ZstdReadDictionaries.Count ? this : this.With(o => o.ZstdReadDictionaries = readable);
        }

        /// <summary>Creates a field-for-field copy; derived classes override to copy their own state.</summary>
        /// <returns>The copy.</returns>
        protected virtual MessagePackSerializerOptions Clone() => new MessagePackSerializerOptions(this);

        private static IReadOnlyList<ZstdDictionary> AddDictionaries(IReadOnlyList<ZstdDictionary> existing, ZstdDictionary[] added)
        {
            List<ZstdDictionary> all = new List<ZstdDictionary>(existing);
            foreach (ZstdDictionary dictionary in added)
            {
                if (dictionary is null)
                {
                    throw new ArgumentNullException(nameof(added), "A Zstandard dictionary to register is null.");
                }

                ZstdDictionary? same = all.Find(d => d.Id == dictionary.Id);
                if (same is null)
                {
                    all.Add(dictionary);
                }
                else if (!same.SameAs(dictionary))
                {
                    throw new ArgumentException($"A different Zstandard dictionary with the id {dictionary.Id} is already registered; a reader could not tell which one a payload means.", nameof(added));
                }
            }

            return all.Count == existing.Count ? existing : all.AsReadOnly();
        }

        private MessagePackSerializerOptions With(Action<MessagePackSerializerOptions> change)
        {
            MessagePackSerializerOptions clone = this.Clone();
            change(clone);
            clone.zstdCodec = null;
            return clone;
        }
    }
}
