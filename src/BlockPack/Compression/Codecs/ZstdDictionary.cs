using System;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.IO;
using System.Threading;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Internal;
using ZstdSharp.Unsafe;

namespace BlockPack
{
    /// <summary>
    /// A Zstandard dictionary for <see cref="MessagePackCompression.ZstdBlockArray"/>: trained from sample messages, it
    /// lets small messages (RPC payloads, cache entries, queue messages) compress several-fold where a message alone
    /// has too little repetition. Register it with <see cref="MessagePackSerializerOptions.WithZstdDictionary"/>.
    /// </summary>
    /// <remarks>
    /// <para>
    /// Writers and readers must hold the same dictionary: the framing carries its <see cref="Id"/>, and a reader without
    /// a dictionary of that id fails with a <see cref="MessagePackSerializationException"/> naming it. Save the trained
    /// bytes (<see cref="ToArray"/>, <see cref="Save"/>) and ship them with every reader; train a new dictionary (a new
    /// id) when the messages change, and register the old one for reading while old payloads are around.
    /// </para>
    /// <para>
    /// Instances are immutable and thread-safe. Zstandard's digested forms of the dictionary (one for decoding, one per
    /// compression level) are built on first use, kept in unmanaged memory, and freed when the instance is collected.
    /// </para>
    /// </remarks>
    public sealed unsafe class ZstdDictionary
    {
        /// <summary>The default <c>maxLength</c> of <see cref="Train(IEnumerable{ReadOnlyMemory{byte}}, int)"/>: 16 KiB, enough for message schemas of a service.</summary>
        public const int DefaultMaxLength = 16 * 1024;

        /// <summary>The largest dictionary accepted, 16 MiB (Zstandard's own trainer stops far below it).</summary>
        public const int MaxLength = 16 * 1024 * 1024;

        /// <summary>The magic number that starts a formatted Zstandard dictionary (stored little-endian).</summary>
        private const uint DictionaryMagic = 0xEC30A437;

        private readonly byte[] content;
        private readonly object gate = new object();
        private readonly ZstdDictionaryHandle?[] compressionDictionaries = new ZstdDictionaryHandle?[ZstdLevels.Count];
        private ZstdDictionaryHandle? decompressionDictionary;
        private ZstdBlockCodec? decoder;

        private ZstdDictionary(byte[] content, uint id)
        {
            this.content = content;
            this.Id = id;
        }

        /// <summary>Finalizes an instance of the <see cref="ZstdDictionary"/> class, freeing Zstandard's digested forms.</summary>
        /// <summary>Gets the dictionary's id, which the framing carries; never 0.</summary>
        public uint Id { get; }

        /// <summary>Gets the dictionary's length in bytes.</summary>
        public int Length => this.content.Length;

        /// <summary>Gets the codec that decodes blocks written with this dictionary.</summary>
        internal ZstdBlockCodec Decoder => Volatile.Read(ref this.decoder) ?? Interlocked.CompareExchange(ref this.decoder, new ZstdBlockCodec(this, null), null) ?? this.decoder!;

        /// <summary>Gets Zstandard's digested form for decoding, building it on first use.</summary>
        internal ZSTD_DDict_s* DecompressionDictionary
        {
            get
            {
                ZstdDictionaryHandle? built = Volatile.Read(ref this.decompressionDictionary);
                if (built is not null)
                {
                    return built.DecompressionDictionary;
                }

                lock (this.gate)
                {
                    if (this.decompressionDictionary is null)
                    {
                        ZSTD_DDict_s* created;
                        fixed (byte* bytes = this.content)
                        {
                            created = Methods.ZSTD_createDDict(bytes, (nuint)this.content.Length);
                        }

                        if (created == null)
                        {
                            ThrowHelper.ThrowZstdOutOfMemory($"the decoding form of dictionary {this.Id}");
                        }

                        Volatile.Write(ref this.decompressionDictionary, ZstdDictionaryHandle.ForDecompression(created));
                    }

                    return this.decompressionDictionary!.DecompressionDictionary;
                }
            }
        }

        /// <summary>
        /// Trains a dictionary from sample messages: plain msgpack values like those the dictionary will compress (a few
        /// hundred to a few thousand samples; Zstandard suggests about 100 times <paramref name="maxLength"/> in total).
        /// </summary>
        /// <param name="samples">The samples.</param>
        /// <param name="maxLength">The dictionary's largest length in bytes (at least 256).</param>
        /// <returns>The dictionary, with a random <see cref="Id"/> Zstandard's trainer chose.</returns>
        /// <exception cref="ArgumentNullException"><paramref name="samples"/> is null.</exception>
        /// <exception cref="ArgumentOutOfRangeException"><paramref name="maxLength"/> is below 256 or above <see cref="MaxLength"/>.</exception>
        /// <exception cref="ArgumentException">Zstandard could not train a dictionary from the samples (too few, too small or too alike), with its reason.</exception>
        public static ZstdDictionary Train(IEnumerable<ReadOnlyMemory<byte>> samples, int maxLength = DefaultMaxLength)
        {
            if (samples is null)
            {
                throw new ArgumentNullException(nameof(samples));
            }

            if (maxLength is < 256 or > MaxLength)
            {
                throw new ArgumentOutOfRangeException(nameof(maxLength), maxLength, $"A dictionary is 256 to {MaxLength} bytes long.");
            }

            using MemoryStream joined = new MemoryStream();
            List<nuint> sizes = new List<nuint>();
            foreach (ReadOnlyMemory<byte> sample in samples)
            {
#if NETSTANDARD2_0
                byte[] copy = sample.ToArray();
                joined.Write(copy, 0, copy.Length);
#else
                joined.Write(sample.Span);
#endif
                sizes.Add((nuint)sample.Length);
            }

            byte[] buffer = new byte[maxLength];
            nuint[] sizeArray = sizes.ToArray();
            nuint trained;
            fixed (byte* dictionary = buffer)
            fixed (byte* all = joined.GetBuffer())
            fixed (nuint* lengths = sizeArray)
            {
                trained = Methods.ZDICT_trainFromBuffer(dictionary, (nuint)buffer.Length, all, lengths, (uint)sizeArray.Length);
            }

            if (Methods.ZDICT_isError(trained))
            {
                throw new ArgumentException(
                    $"Zstandard could not train a dictionary from {sizeArray.Length} samples ({joined.Length} bytes): {Methods.ZDICT_getErrorName(trained)}. " +
                    "Give it more samples (ideally about 100 times the dictionary's length in total), or a smaller maxLength.",
                    nameof(samples));
            }

            byte[] content = buffer.AsSpan(0, (int)trained).ToArray();
            return Load(content);
        }

        /// <summary>
        /// Trains a dictionary from sample objects, each serialized as plain msgpack with <paramref name="options"/>
        /// (compression off), the form the framing compresses.
        /// </summary>
        /// <typeparam name="T">The samples' type.</typeparam>
        /// <param name="samples">The sample objects.</param>
        /// <param name="options">The options their messages will be serialized with, or null for <see cref="MessagePackSerializer.DefaultOptions"/>.</param>
        /// <param name="maxLength">The dictionary's largest length in bytes.</param>
        /// <returns>The dictionary.</returns>
        /// <exception cref="ArgumentNullException"><paramref name="samples"/> is null.</exception>
        /// <exception cref="ArgumentException">Zstandard could not train a dictionary from the samples.</exception>
        /// <exception cref="MessagePackSerializationException">A sample could not be serialized.</exception>
        public static ZstdDictionary Train<T>(IEnumerable<T> samples, MessagePackSerializerOptions? options, int maxLength = DefaultMaxLength)
        {
            if (samples is null)
            {
                throw new ArgumentNullException(nameof(samples));
            }

            MessagePackSerializerOptions plain = (options ?? MessagePackSerializer.DefaultOptions).WithCompression(MessagePackCompression.None);
            List<ReadOnlyMemory<byte>> messages = new List<ReadOnlyMemory<byte>>();
            foreach (T sample in samples)
            {
                messages.Add(MessagePackSerializer.Serialize(sample, plain));
            }

            return Train(messages, maxLength);
        }

        /// <summary>
        /// Loads a dictionary saved with <see cref="ToArray"/> or <see cref="Save"/>, or trained by any Zstandard tool
        /// (<c>zstd --train</c>, python-zstandard's <c>train_dictionary</c>): a formatted dictionary, whose id it reads.
        /// </summary>
        /// <param name="dictionary">The dictionary's bytes.</param>
        /// <returns>The dictionary.</returns>
        /// <exception cref="ArgumentException">The bytes are not a formatted Zstandard dictionary with a non-zero id (use <see cref="Load(ReadOnlySpan{byte}, uint)"/> for raw content).</exception>
        public static ZstdDictionary Load(ReadOnlySpan<byte> dictionary)
        {
            if (dictionary.Length < 8 || BinaryPrimitives.ReadUInt32LittleEndian(dictionary) != DictionaryMagic)
            {
                throw new ArgumentException(
                    "Not a formatted Zstandard dictionary (it must start with the magic number 37 A4 30 EC); load raw content with an explicit id instead.",
                    nameof(dictionary));
            }

            uint id = BinaryPrimitives.ReadUInt32LittleEndian(dictionary.Slice(4));
            if (id == 0)
            {
                throw new ArgumentException("The dictionary's id is 0, which the framing reserves for \"no dictionary\"; load it with an explicit id.", nameof(dictionary));
            }

            return Create(dictionary, id);
        }

        /// <summary>
        /// Loads a dictionary under an explicit id: raw content (any bytes that recur in the messages, used by Zstandard
        /// as a prefix), or a formatted dictionary whose own id is replaced in the framing by <paramref name="id"/>.
        /// </summary>
        /// <param name="dictionary">The dictionary's bytes; not empty.</param>
        /// <param name="id">The id the framing carries; not 0. Every reader must load the bytes under the same id.</param>
        /// <returns>The dictionary.</returns>
        /// <exception cref="ArgumentException">The bytes are empty or longer than <see cref="MaxLength"/>.</exception>
        /// <exception cref="ArgumentOutOfRangeException"><paramref name="id"/> is 0.</exception>
        public static ZstdDictionary Load(ReadOnlySpan<byte> dictionary, uint id)
        {
            if (id == 0)
            {
                throw new ArgumentOutOfRangeException(nameof(id), id, "The id 0 means \"no dictionary\" in the framing.");
            }

            return Create(dictionary, id);
        }

        /// <summary>Loads a dictionary from a stream (what <see cref="Save"/> wrote), reading it to its end.</summary>
        /// <param name="stream">The stream.</param>
        /// <returns>The dictionary.</returns>
        /// <exception cref="ArgumentNullException"><paramref name="stream"/> is null.</exception>
        /// <exception cref="ArgumentException">The stream holds no formatted Zstandard dictionary, or more than <see cref="MaxLength"/> bytes.</exception>
        public static ZstdDictionary Load(Stream stream)
        {
            if (stream is null)
            {
                throw new ArgumentNullException(nameof(stream));
            }

            using MemoryStream copy = new MemoryStream();
            byte[] chunk = new byte[16 * 1024];
            int read;
            while ((read = stream.Read(chunk, 0, chunk.Length)) > 0)
            {
                if (copy.Length + read > MaxLength)
                {
                    throw new ArgumentException($"The stream holds more than {MaxLength} bytes, more than any dictionary.", nameof(stream));
                }

                copy.Write(chunk, 0, read);
            }

            return Load(copy.GetBuffer().AsSpan(0, (int)copy.Length));
        }

        /// <summary>Gets a copy of the dictionary's bytes, to save and load again with <see cref="Load(ReadOnlySpan{byte})"/>.</summary>
        /// <returns>The bytes.</returns>
        public byte[] ToArray() => (byte[])this.content.Clone();

        /// <summary>Writes the dictionary's bytes to a stream.</summary>
        /// <param name="stream">The stream.</param>
        /// <exception cref="ArgumentNullException"><paramref name="stream"/> is null.</exception>
        public void Save(Stream stream)
        {
            if (stream is null)
            {
                throw new ArgumentNullException(nameof(stream));
            }

            stream.Write(this.content, 0, this.content.Length);
        }

        /// <summary>Gets whether two instances hold the same id and bytes.</summary>
        /// <param name="other">The other dictionary.</param>
        /// <returns>Whether they are the same dictionary.</returns>
        internal bool SameAs(ZstdDictionary other) => this.Id == other.Id && this.content.AsSpan().SequenceEqual(other.content);

        /// <summary>Gets Zstandard's digested form for compressing at a level, building it on first use.</summary>
        /// <param name="level">A level from <see cref="ZstdLevels.Minimum"/> to <see cref="ZstdLevels.Maximum"/>.</param>
        /// <returns>The digested dictionary.</returns>
        internal ZSTD_CDict_s* CompressionDictionary(int level)
        {
            int slot = level - ZstdLevels.Minimum;
            ZstdDictionaryHandle? built = Volatile.Read(ref this.compressionDictionaries[slot]);
            if (built is not null)
            {
                return built.CompressionDictionary;
            }

            lock (this.gate)
            {
                if (this.compressionDictionaries[slot] is null)
                {
                    ZSTD_CDict_s* created;
                    fixed (byte* bytes = this.content)
                    {
                        created = Methods.ZSTD_createCDict(bytes, (nuint)this.content.Length, level);
                    }

                    if (created == null)
                    {
                        ThrowHelper.ThrowZstdOutOfMemory($"the level-{level} compression form of dictionary {this.Id}");
                    }

                    Volatile.Write(ref this.compressionDictionaries[slot], ZstdDictionaryHandle.ForCompression(created));
                }

                return this.compressionDictionaries[slot]!.CompressionDictionary;
            }
        }

        private static ZstdDictionary Create(ReadOnlySpan<byte> dictionary, uint id)
        {
            if (dictionary.IsEmpty || dictionary.Length > MaxLength)
            {
                throw new ArgumentException($"A dictionary is 1 to {MaxLength} bytes long; this one is {dictionary.Length}.", nameof(dictionary));
            }

            return new ZstdDictionary(dictionary.ToArray(), id);
        }
    }
}
