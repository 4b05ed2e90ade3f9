using System;
using System.Collections.Generic;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;

namespace BlockPack
{
    /// <content>The compression settings: the framing, its threshold, level and savings rule, checksums, the degree of parallelism, and the Zstandard level and dictionaries.</content>
    public partial class MessagePackSerializerOptions
    {
        /// <summary>The default <see cref="CompressionMinLength"/>: outputs shorter than this stay plain.</summary>
        public const int DefaultCompressionMinLength = 64;

        /// <summary>The default <see cref="ZstdFrameSize"/>: 1 MiB of msgpack per Zstandard frame.</summary>
        public const int DefaultZstdFrameSize = ZstdFrameStreams.DefaultFrameSize;

        /// <summary>The codec of <see cref="ZstdCodec"/>, built on first use; never copied to a changed copy.</summary>
        private ZstdBlockCodec? zstdCodec;

        /// <summary>Gets the codec Zstandard output is written with (the dictionary and the explicit level), built once per options instance.</summary>
        internal ZstdBlockCodec ZstdCodec
            => this.zstdCodec ??= this.ZstdDictionary is null && this.ZstdCompressionLevel is null && this.ZstdFrameSize == DefaultZstdFrameSize
                ? ZstdBlockCodec.Plain
                : new ZstdBlockCodec(this.ZstdDictionary, this.ZstdCompressionLevel, this.ZstdFrameSize);

        /// <summary>Gets the serializer's way into the codecs of <see cref="Compression"/>, or null when it is <see cref="MessagePackCompression.None"/>.</summary>
        internal CompressionDispatch? CompressionDispatch => this.settings.CompressionDispatch;

        /// <summary>Gets the LZ4 framing applied at the top level.</summary>
        public MessagePackCompression Compression => this.settings.Compression;

        /// <summary>Gets the serialized length below which output stays plain even when compression is on.</summary>
        public int CompressionMinLength => this.settings.CompressionMinLength;

        /// <summary>
        /// Gets how hard the LZ4 encoder works when <see cref="Compression"/> is on. The default,
        /// <see cref="MessagePackCompressionLevel.Optimal"/>, is LZ4's fast level, as MessagePack-CSharp writes; every level is readable
        /// by any LZ4 reader, MessagePack-CSharp included. With <see cref="MessagePackCompression.ZstdBlockArray"/> it maps
        /// onto a Zstandard level unless <see cref="ZstdCompressionLevel"/> sets one.
        /// </summary>
        public MessagePackCompressionLevel CompressionLevel => this.settings.CompressionLevel;

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
        public double MinimumCompressionSavings => this.settings.MinimumCompressionSavings;

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
        public int MaxDegreeOfParallelism => this.settings.MaxDegreeOfParallelism;

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
        public bool BlockChecksums => this.settings.BlockChecksums;

        /// <summary>
        /// Gets an explicit Zstandard level for <see cref="MessagePackCompression.ZstdBlockArray"/>, for experts: -7 (fastest)
        /// to 22 (smallest), 0 excluded; or null, the default, to map <see cref="CompressionLevel"/> (Fastest → 1,
        /// Optimal → 3, Zstandard's default, SmallestSize → 12). Readers need not know the level.
        /// </summary>
        public int? ZstdCompressionLevel => this.settings.ZstdCompressionLevel;

        /// <summary>
        /// Gets the trained dictionary <see cref="MessagePackCompression.ZstdBlockArray"/> output is compressed with, or null.
        /// With a dictionary, values shorter than <see cref="CompressionMinLength"/> are framed too when that saves at
        /// least <see cref="MinimumCompressionSavings"/> of their length (and at least one byte); otherwise they stay plain.
        /// It is also among <see cref="ZstdReadDictionaries"/>.
        /// </summary>
        public ZstdDictionary? ZstdDictionary => this.settings.ZstdDictionary;

        /// <summary>
        /// Gets every dictionary a <see cref="MessagePackCompression.ZstdBlockArray"/> payload may name when read: the one
        /// of <see cref="ZstdDictionary"/> and those added with <see cref="WithZstdReadDictionaries"/>. A payload naming
        /// any other id fails with a <see cref="MessagePackSerializationException"/> that names it.
        /// </summary>
        public IReadOnlyList<ZstdDictionary> ZstdReadDictionaries => this.settings.ZstdReadDictionaries;

        /// <summary>
        /// Gets how many bytes of msgpack one Zstandard frame of <see cref="MessagePackCompression.ZstdBlockArray"/> output
        /// spans, for experts: 1 MiB by default (<see cref="DefaultZstdFrameSize"/>), from 64 KiB to 8 MiB. The serializer
        /// still writes pooled 64 KB segments; a frame is streamed over a run of them, so a larger frame finds more
        /// matches (Zstandard's window is megabytes, not LZ4's 64 KB) while smaller frames give a large value more
        /// independent pieces to compress and decode on other threads. Readers need not know it (they accept frames up to
        /// 8 MiB).
        /// </summary>
        public int ZstdFrameSize => this.settings.ZstdFrameSize;

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

            return this.MaxDegreeOfParallelism == maxDegreeOfParallelism ? this : this.With(o => o.settings.MaxDegreeOfParallelism = maxDegreeOfParallelism);
        }

        /// <summary>Gets a copy with a different compression mode.</summary>
        /// <param name="compression">The mode.</param>
        /// <returns>The changed copy.</returns>
        /// <exception cref="ArgumentOutOfRangeException"><paramref name="compression"/> is not a defined mode.</exception>
        /// <exception cref="NotSupportedException">
        /// <see cref="MessagePackCompression.ZstdBlockArray"/> in an app built with the feature switch
        /// <c>BlockPack.Compression.Zstandard.IsSupported</c> off (MSBuild property <c>BlockPackZstandardSupport=false</c>).
        /// </exception>
        public MessagePackSerializerOptions WithCompression(MessagePackCompression compression)
        {
            if (compression is < MessagePackCompression.None or > MessagePackCompression.ZstdBlockArray)
            {
                throw new ArgumentOutOfRangeException(nameof(compression), compression, "Unknown compression mode.");
            }

            if (this.Compression == compression)
            {
                return this;
            }

            CompressionDispatch? dispatch = CompressionDispatch.For(compression);
            return this.With(o =>
            {
                o.settings.Compression = compression;
                o.settings.CompressionDispatch = dispatch;
            });
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

            return this.CompressionMinLength == compressionMinLength ? this : this.With(o => o.settings.CompressionMinLength = compressionMinLength);
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

            return this.CompressionLevel == compressionLevel ? this : this.With(o => o.settings.CompressionLevel = compressionLevel);
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

            return this.MinimumCompressionSavings == minimumCompressionSavings ? this : this.With(o => o.settings.MinimumCompressionSavings = minimumCompressionSavings);
        }

        /// <summary>Gets a copy with <see cref="BlockChecksums"/> changed.</summary>
        /// <param name="blockChecksums">Whether compressed output carries CRC-32C checksums.</param>
        /// <returns>The changed copy.</returns>
        public MessagePackSerializerOptions WithBlockChecksums(bool blockChecksums = true)
        {
            return this.BlockChecksums == blockChecksums ? this : this.With(o => o.settings.BlockChecksums = blockChecksums);
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

            return this.ZstdCompressionLevel == level ? this : this.With(o => o.settings.ZstdCompressionLevel = level);
        }

        /// <summary>Gets a copy with <see cref="ZstdFrameSize"/> changed.</summary>
        /// <param name="frameSize">The bytes of msgpack one Zstandard frame spans: 65,536 (64 KiB) to 8,388,608 (8 MiB).</param>
        /// <returns>The changed copy.</returns>
        /// <exception cref="ArgumentOutOfRangeException"><paramref name="frameSize"/> is outside 64 KiB to 8 MiB.</exception>
        public MessagePackSerializerOptions WithZstdFrameSize(int frameSize)
        {
            if (frameSize is < ZstdFrameStreams.MinimumFrameSize or > ZstdFrameStreams.MaximumFrameSize)
            {
                throw new ArgumentOutOfRangeException(nameof(frameSize), frameSize, "A Zstandard frame spans 65,536 (64 KiB) to 8,388,608 (8 MiB) bytes of msgpack.");
            }

            return this.ZstdFrameSize == frameSize ? this : this.With(o => o.settings.ZstdFrameSize = frameSize);
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
                o.settings.ZstdDictionary = dictionary;
                o.settings.ZstdReadDictionaries = readable;
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
            return readable.Count == this.ZstdReadDictionaries.Count ? this : this.With(o => o.settings.ZstdReadDictionaries = readable);
        }

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
    }
}
