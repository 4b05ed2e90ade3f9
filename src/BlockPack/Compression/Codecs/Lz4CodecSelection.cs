using System;
using System.Threading;
using BlockPack.Internal;
using BlockPack.Native;

namespace BlockPack.Compression.Codecs
{
    /// <summary>
    /// The one owner of which LZ4 decoder and encoder BlockPack uses, and so of the <see cref="IBlockCodec"/> every
    /// LZ4 framing gets. The decoder: BlockPack's native decoder when it loads and passes its self-test, else the managed
    /// codec (K4os.Compression.LZ4); the preference comes from <see cref="Lz4Decoding.Preference"/>, else
    /// <c>BLOCKPACK_LZ4_DECODER</c>, else automatic, and the choice is made once, on first use, and again whenever the
    /// preference is set. The encoder (Lz4CodecSelection.Encoder.cs): the native encoder in front of that decoder when
    /// it passed its own self-test, unless <c>BLOCKPACK_LZ4_ENCODER</c> says otherwise. The public
    /// <see cref="Lz4Decoding"/> and <see cref="Lz4Encoding"/> only delegate here.
    /// </summary>
    internal static partial class Lz4CodecSelection
    {
        /// <summary>The environment variable that forces a decoder (<see cref="Lz4Decoding.EnvironmentVariable"/>).</summary>
        internal const string DecoderEnvironmentVariable = "BLOCKPACK_LZ4_DECODER";

        private static readonly object Gate = new object();
        private static readonly string? EnvironmentValue = Environment.GetEnvironmentVariable(DecoderEnvironmentVariable);
        private static readonly Lz4Decoder? EnvironmentPreference = ParsePreference(EnvironmentValue);
        private static volatile Lz4Decoder preference = EnvironmentPreference ?? Lz4Decoder.Automatic;
        private static volatile bool setInCode;
        private static IBlockCodec? selected;

        /// <summary>Gets the codec to use now, choosing (and probing the native library) on first use.</summary>
        internal static IBlockCodec Current => Volatile.Read(ref selected) ?? SelectNow();

        /// <summary>Gets the current preference.</summary>
        internal static Lz4Decoder Preference => preference;

        /// <summary>Gets the decoder in use.</summary>
        internal static Lz4Decoder Active => CurrentDecoder is NativeLz4BlockCodec ? Lz4Decoder.Native : Lz4Decoder.Fallback;

        /// <summary>Gets the codec that decodes (<see cref="Current"/> without the native encoder in front of it).</summary>
        internal static IBlockCodec CurrentDecoder => Current is NativeEncodingLz4BlockCodec encoding ? encoding.Decoder : Current;

        /// <summary>
        /// Gets why the native decoder cannot be used on this machine (not found, incompatible, failed self-test), or
        /// null when it can. Probes the library if that has not happened yet.
        /// </summary>
        internal static string? NativeDecoderUnavailableReason => NativeLz4Library.Status.FailureReason;

        /// <summary>Picks the codec for a preference; the native library is probed only when the preference can use it.</summary>
        /// <param name="preference">The preference.</param>
        /// <param name="native">Gives the probe's result.</param>
        /// <returns>The codec.</returns>
        internal static IBlockCodec Choose(Lz4Decoder preference, Func<NativeLz4Status> native)
        {
            if (preference == Lz4Decoder.Fallback)
            {
                return ManagedLz4BlockCodec.Instance;
            }

            NativeLz4Status status = native();
            return status.IsAvailable ? NativeLz4BlockCodec.Unprobed
                : preference == Lz4Decoder.Native ? NativeLz4BlockCodec.Unavailable(status.FailureReason!)
                : ManagedLz4BlockCodec.Instance;
        }

        /// <summary>Sets the preference from code, refusing a native decoder that cannot run.</summary>
        /// <param name="value">The preference.</param>
        internal static void SetPreference(Lz4Decoder value)
        {
            if (value is not (Lz4Decoder.Automatic or Lz4Decoder.Native or Lz4Decoder.Fallback))
            {
                throw new ArgumentOutOfRangeException(nameof(value), value, "Not a defined Lz4Decoder.");
            }

            lock (Gate)
            {
                NativeLz4Status? status = value == Lz4Decoder.Fallback ? null : NativeLz4Library.Status;
                if (value == Lz4Decoder.Native && !status!.IsAvailable)
                {
                    ThrowHelper.ThrowNativeLz4CannotBeForced(status.FailureReason!);
                }

                preference = value;
                setInCode = true;
                Volatile.Write(ref selected, WithEncoderInFrontOf(Choose(value, () => status!)));
            }
        }

        /// <summary>Reads a preference written as text (the environment variable's syntax).</summary>
        /// <param name="value">The text; null or blank means automatic.</param>
        /// <returns>The preference, or null when the text is not understood.</returns>
        internal static Lz4Decoder? ParsePreference(string? value)
            => (value ?? string.Empty).Trim().ToLowerInvariant() switch
            {
                "" or "auto" or "automatic" => Lz4Decoder.Automatic,
                "native" => Lz4Decoder.Native,
                "fallback" or "managed" => Lz4Decoder.Fallback,
                _ => null,
            };

        /// <summary>Describes the decoder in use and why, in one line.</summary>
        /// <returns>The description.</returns>
        internal static string Describe()
        {
            IBlockCodec codec = CurrentDecoder;
            string why = setInCode ? "set by Lz4Decoding.Preference"
                : EnvironmentPreference is not null and not Lz4Decoder.Automatic ? $"forced by {DecoderEnvironmentVariable}={EnvironmentValue!.Trim()}"
                : "chosen automatically";
            NativeLz4Status? status = Preference == Lz4Decoder.Fallback ? null : NativeLz4Library.Status;
            string text = codec switch
            {
                NativeLz4BlockCodec { CanDecode: true } => $"native: blockpack_native {status!.VersionText} (variants {string.Join(", ", status.Variants)}) " +
                    $"loaded from {status.LoadedFrom ?? "the runtime's library search path"}; {why}",
                NativeLz4BlockCodec => $"native, {why}, but unavailable, so decoding fails: {status!.FailureReason}",
                _ => $"managed: K4os.Compression.LZ4 {ManagedLz4BlockCodec.LibraryVersion}; " +
                    (status is null ? why : "native decoder unavailable: " + status.FailureReason),
            };

            if (EnvironmentValue is not null && EnvironmentPreference is null)
            {
                text += $"; {DecoderEnvironmentVariable}='{EnvironmentValue}' is not understood (use native, fallback or auto) and was ignored";
            }

            return text;
        }

        private static IBlockCodec SelectNow()
        {
            lock (Gate)
            {
                IBlockCodec? codec = Volatile.Read(ref selected);
                if (codec is null)
                {
                    codec = WithEncoderInFrontOf(Choose(Preference, () => NativeLz4Library.Status));
                    Volatile.Write(ref selected, codec);
                }

                return codec;
            }
        }
    }
}
