using System;
using System.Collections.Generic;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Parallel;
using BlockPack.Native;

namespace BlockPack
{
    /// <summary>
    /// Chooses and reports the LZ4 block decoder behind <see cref="MessagePackCompression.Lz4Block"/> and
    /// <see cref="MessagePackCompression.Lz4BlockArray"/>, process-wide, and how many threads may decode one payload.
    /// </summary>
    /// <remarks>
    /// <para>
    /// By default (<see cref="Lz4Decoder.Automatic"/>) BlockPack decodes with its own native library when the package
    /// ships one for the platform (<c>runtimes/{rid}/native/</c>) and it passes a self-test on first use, and with the
    /// managed <see cref="Lz4Decoder.Fallback"/> codec (K4os.Compression.LZ4) otherwise. The choice can be forced, in order of precedence, by setting
    /// <see cref="Preference"/> or by the environment variable <c>BLOCKPACK_LZ4_DECODER</c> (read once, at first use):
    /// <c>native</c>, <c>fallback</c> (also accepted: <c>managed</c>) or <c>auto</c>.
    /// </para>
    /// <para>
    /// Forcing the native decoder where it cannot run is an error, never a silent fallback: the setter throws, and
    /// with the environment variable every decode throws a <see cref="MessagePackSerializationException"/> saying why.
    /// The choice affects decoding only; <see cref="Lz4Encoding"/> reports (and <c>BLOCKPACK_LZ4_ENCODER</c> forces) the encoder.
    /// </para>
    /// </remarks>
    public static class Lz4Decoding
    {
        /// <summary>The environment variable that forces a decoder: <c>native</c>, <c>fallback</c> (or <c>managed</c>), <c>auto</c>.</summary>
        public const string EnvironmentVariable = Lz4CodecSelection.DecoderEnvironmentVariable;

        /// <summary>
        /// Gets or sets the decoder to use from now on. Starts as the environment variable says
        /// (<see cref="Lz4Decoder.Automatic"/> when unset or not understood); a value set here overrides it.
        /// </summary>
        /// <exception cref="ArgumentOutOfRangeException">The value is not a defined <see cref="Lz4Decoder"/>.</exception>
        /// <exception cref="InvalidOperationException">
        /// <see cref="Lz4Decoder.Native"/> was asked for but the native library is missing, incompatible or failed its
        /// self-test (the message says which); the preference is left unchanged.
        /// </exception>
        public static Lz4Decoder Preference
        {
            get => Lz4CodecSelection.Preference;
            set => Lz4CodecSelection.SetPreference(value);
        }

        /// <summary>
        /// Gets the decoder in use: <see cref="Lz4Decoder.Native"/> or <see cref="Lz4Decoder.Fallback"/>. Probes the
        /// native library if that has not happened yet.
        /// </summary>
        public static Lz4Decoder Active => Lz4CodecSelection.Active;

        /// <summary>
        /// Gets a one-line account of the decoder in use and why, for logs: the native library's version, variants and
        /// path, or the managed codec and the reason the native decoder is not used.
        /// </summary>
        public static string Description => Lz4CodecSelection.Describe();

        /// <summary>
        /// Gets why the native decoder cannot be used on this machine (not found, incompatible version, failed
        /// self-test), or <see langword="null"/> when it can. Probes the library if that has not happened yet.
        /// </summary>
        public static string? NativeUnavailableReason => Lz4CodecSelection.NativeDecoderUnavailableReason;

        /// <summary>
        /// Gets or sets, process-wide and for both directions, how many threads may compress the blocks of one large value
        /// and decode the blocks of one large block-array payload (<see cref="MessagePackCompression.Lz4BlockArray"/>,
        /// <see cref="MessagePackCompression.ZstdBlockArray"/>) at once, the calling thread included; the options'
        /// <see cref="MessagePackSerializerOptions.MaxDegreeOfParallelism"/> overrides it per call. Defaults to
        /// <see cref="Environment.ProcessorCount"/>; 1 keeps every value and payload on the calling thread. The calling thread never waits for a thread-pool helper that has
        /// not started (it decodes those blocks itself), and helpers are started only while a core is idle, so a
        /// starved thread pool or a process busy on every core costs about the single-threaded time; 1 still suits a
        /// host whose cores are busy with other processes.
        /// </summary>
        /// <exception cref="ArgumentOutOfRangeException">The value is less than 1.</exception>
        public static int MaxDegreeOfParallelism
        {
            get => BlockParallelism.MaxDegreeToEncodeAndDecode;
            set => BlockParallelism.MaxDegreeToEncodeAndDecode = value >= 1
                ? value
                : throw new ArgumentOutOfRangeException(nameof(value), value, "At least one thread must compress and decode.");
        }

        /// <summary>
        /// Gets the native decoder's process-wide counters per variant the CPU runs (empty when the native library is
        /// unavailable). Other threads publish in batches of 64 calls, so their most recent calls may be missing.
        /// </summary>
        /// <returns>One entry per variant.</returns>
        public static IReadOnlyList<Lz4NativeVariantStatistics> GetNativeStatistics() => NativeLz4Library.ReadStatistics();

        /// <summary>Sets the native decoder's counters to zero (the adaptive selection keeps what it learned).</summary>
        public static void ResetNativeStatistics() => NativeLz4Library.ResetStatistics();
    }
}
