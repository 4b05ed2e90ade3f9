using System;
using BlockPack.Native;

namespace BlockPack.Compression.Codecs
{
    /// <summary>
    /// Decides, once per process, whether blocks are compressed by BlockPack's native encoder or by K4os, from
    /// <c>BLOCKPACK_LZ4_ENCODER</c> and the native library's probe (see <see cref="Lz4Encoding"/>).
    /// <see cref="Lz4CodecSelection"/> puts the decision in front of whichever decoder it chose.
    /// </summary>
    internal static class Lz4EncoderSelection
    {
        private static readonly string? EnvironmentValue = Environment.GetEnvironmentVariable(Lz4Encoding.EnvironmentVariable);
        private static readonly Lz4EncoderPreference? EnvironmentPreference = ParsePreference(EnvironmentValue);
        private static readonly Lazy<string?> NativeUnavailableReasonOrNull = new Lazy<string?>(() => Decide(Preference, () => NativeLz4Library.Status).UnavailableReason);
        private static readonly Lazy<bool> UsesNative = new Lazy<bool>(() => Decide(Preference, () => NativeLz4Library.Status).Native);

        /// <summary>Gets the preference the environment gives (automatic when unset or not understood).</summary>
        internal static Lz4EncoderPreference Preference => EnvironmentPreference ?? Lz4EncoderPreference.Automatic;

        /// <summary>Gets a value indicating whether the native encoder is used (or forced, and then failing).</summary>
        internal static bool IsNative => UsesNative.Value && NativeUnavailableReasonOrNull.Value is null;

        /// <summary>
        /// Puts the encoder in front of a decoder: the decoder itself when K4os encodes (every codec encodes with K4os),
        /// else a codec that encodes natively and decodes with <paramref name="decoder"/>.
        /// </summary>
        /// <param name="decoder">The codec <see cref="Lz4CodecSelection"/> chose for decoding.</param>
        /// <returns>The codec the framing uses.</returns>
        internal static ILz4BlockCodec InFrontOf(ILz4BlockCodec decoder)
            => UsesNative.Value ? new NativeEncodingLz4BlockCodec(decoder, NativeUnavailableReasonOrNull.Value) : decoder;

        /// <summary>Decides for a preference; the native library is probed only when the preference can use it.</summary>
        /// <param name="preference">The preference.</param>
        /// <param name="native">Gives the probe's result.</param>
        /// <returns>Whether to encode natively, and why that cannot work when it was forced but cannot.</returns>
        internal static (bool Native, string? UnavailableReason) Decide(Lz4EncoderPreference preference, Func<NativeLz4Status> native)
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

        /// <summary>Reads a preference written as text (the environment variable's syntax).</summary>
        /// <param name="value">The text; null or blank means automatic.</param>
        /// <returns>The preference, or null when the text is not understood.</returns>
        internal static Lz4EncoderPreference? ParsePreference(string? value)
            => (value ?? string.Empty).Trim().ToLowerInvariant() switch
            {
                "" or "auto" or "automatic" => Lz4EncoderPreference.Automatic,
                "native" => Lz4EncoderPreference.Native,
                "managed" or "fallback" => Lz4EncoderPreference.Managed,
                _ => null,
            };

        /// <summary>Describes the encoder in use and why, in one line.</summary>
        /// <returns>The description.</returns>
        internal static string Describe()
        {
            string why = EnvironmentPreference is not null and not Lz4EncoderPreference.Automatic
                ? $"forced by {Lz4Encoding.EnvironmentVariable}={EnvironmentValue!.Trim()}"
                : "chosen automatically";
            string text = UsesNative.Value
                ? NativeUnavailableReasonOrNull.Value is { } reason
                    ? $"native, {why}, but unavailable, so compression fails: {reason}"
                    : $"native: blockpack_native {NativeLz4Library.Status.VersionText} for blocks up to 64 KB, K4os.Compression.LZ4 {ManagedLz4BlockCodec.LibraryVersion} above; {why}"
                : $"managed: K4os.Compression.LZ4 {ManagedLz4BlockCodec.LibraryVersion}; " +
                  (Preference == Lz4EncoderPreference.Managed ? why : "native encoder unavailable: " + NativeLz4Library.Status.EncoderFailureReason);
            if (EnvironmentValue is not null && EnvironmentPreference is null)
            {
                text += $"; {Lz4Encoding.EnvironmentVariable}='{EnvironmentValue}' is not understood (use native, managed or auto) and was ignored";
            }

            return text;
        }
    }
}
