using System;
using BlockPack.Native;

namespace BlockPack.Compression.Codecs
{
    /// <content>
    /// The encoder half: whether blocks are compressed by BlockPack's native encoder or by K4os, decided once per process
    /// from <c>BLOCKPACK_LZ4_ENCODER</c> and the native library's probe (reported by <see cref="Lz4Encoding"/>), and put in
    /// front of whichever decoder the decoder half chose.
    /// </content>
    internal static partial class Lz4CodecSelection
    {
        /// <summary>The environment variable that forces an encoder (<see cref="Lz4Encoding.EnvironmentVariable"/>).</summary>
        internal const string EncoderEnvironmentVariable = "BLOCKPACK_LZ4_ENCODER";

        private static readonly string? EncoderEnvironmentValue = Environment.GetEnvironmentVariable(EncoderEnvironmentVariable);
        private static readonly Lz4EncoderPreference? EncoderEnvironmentPreference = ParseEncoderPreference(EncoderEnvironmentValue);
        private static readonly Lazy<string?> NativeEncoderUnavailableReasonOrNull = new Lazy<string?>(() => DecideEncoder(EncoderPreference, () => NativeLz4Library.Status).UnavailableReason);
        private static readonly Lazy<bool> UsesNativeEncoder = new Lazy<bool>(() => DecideEncoder(EncoderPreference, () => NativeLz4Library.Status).Native);

        /// <summary>Gets the encoder preference the environment gives (automatic when unset or not understood).</summary>
        internal static Lz4EncoderPreference EncoderPreference => EncoderEnvironmentPreference ?? Lz4EncoderPreference.Automatic;

        /// <summary>Gets a value indicating whether the native encoder is used (not merely forced, and then failing).</summary>
        internal static bool IsNativeEncoder => UsesNativeEncoder.Value && NativeEncoderUnavailableReasonOrNull.Value is null;

        /// <summary>Decides the encoder for a preference; the native library is probed only when the preference can use it.</summary>
        /// <param name="preference">The preference.</param>
        /// <param name="native">Gives the probe's result.</param>
        /// <returns>Whether to encode natively, and why that cannot work when it was forced but cannot.</returns>
        internal static (bool Native, string? UnavailableReason) DecideEncoder(Lz4EncoderPreference preference, Func<NativeLz4Status> native)
        {
            if (preference == Lz4EncoderPreference.Managed)
            {
                return (false, null);
            }

            NativeLz4Status status = native();
            return status.IsEncoderAvailable ? (true, null)
                : preference == Lz4EncoderPreference.Native ? (true, status.EncoderFailureReason)
                : (false, null);
        }

        /// <summary>Reads an encoder preference written as text (the environment variable's syntax).</summary>
        /// <param name="value">The text; null or blank means automatic.</param>
        /// <returns>The preference, or null when the text is not understood.</returns>
        internal static Lz4EncoderPreference? ParseEncoderPreference(string? value)
            => (value ?? string.Empty).Trim().ToLowerInvariant() switch
            {
                "" or "auto" or "automatic" => Lz4EncoderPreference.Automatic,
                "native" => Lz4EncoderPreference.Native,
                "managed" or "fallback" => Lz4EncoderPreference.Managed,
                _ => null,
            };

        /// <summary>Describes the encoder in use and why, in one line.</summary>
        /// <returns>The description.</returns>
        internal static string DescribeEncoder()
        {
            string why = EncoderEnvironmentPreference is not null and not Lz4EncoderPreference.Automatic
                ? $"forced by {EncoderEnvironmentVariable}={EncoderEnvironmentValue!.Trim()}"
                : "chosen automatically";
            string text = UsesNativeEncoder.Value
                ? NativeEncoderUnavailableReasonOrNull.Value is { } reason
                    ? $"native, {why}, but unavailable, so compression fails: {reason}"
                    : $"native: blockpack_native {NativeLz4Library.Status.VersionText} for blocks up to 64 KB, K4os.Compression.LZ4 {ManagedLz4BlockCodec.LibraryVersion} above; {why}"
                : $"managed: K4os.Compression.LZ4 {ManagedLz4BlockCodec.LibraryVersion}; " +
                  (EncoderPreference == Lz4EncoderPreference.Managed ? why : "native encoder unavailable: " + NativeLz4Library.Status.EncoderFailureReason);
            if (EncoderEnvironmentValue is not null && EncoderEnvironmentPreference is null)
            {
                text += $"; {EncoderEnvironmentVariable}='{EncoderEnvironmentValue}' is not understood (use native, managed or auto) and was ignored";
            }

            return text;
        }

        /// <summary>
        /// Puts the encoder in front of a decoder: the decoder itself when K4os encodes (every codec encodes with K4os),
        /// else a codec that encodes natively and decodes with <paramref name="decoder"/>.
        /// </summary>
        /// <param name="decoder">The codec the decoder half chose.</param>
        /// <returns>The codec the framing uses.</returns>
        private static IBlockCodec WithEncoderInFrontOf(IBlockCodec decoder)
            => UsesNativeEncoder.Value ? new NativeEncodingLz4BlockCodec(decoder, NativeEncoderUnavailableReasonOrNull.Value) : decoder;
    }
}
