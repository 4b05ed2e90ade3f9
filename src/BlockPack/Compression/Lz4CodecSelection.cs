using System;
using System.Globalization;
using System.Threading;
using BlockPack.Native;

namespace BlockPack.Compression
{
    /// <summary>
    /// Turns the decoder preference (<see cref="Lz4Decoding.Preference"/>, else <c>BLOCKPACK_LZ4_DECODER</c>, else
    /// automatic) and the native library's probe into the codec the framing uses, and remembers it.
    /// </summary>
    internal static class Lz4CodecSelection
    {
        private static readonly object Gate = new object();
        private static readonly string? EnvironmentValue = Environment.GetEnvironmentVariable(Lz4Decoding.EnvironmentVariable);
        private static readonly Lz4Decoder? EnvironmentPreference = ParsePreference(EnvironmentValue);
        private static volatile Lz4Decoder preference = EnvironmentPreference ?? Lz4Decoder.Automatic;
        private static volatile bool setInCode;
        private static ILz4BlockCodec? selected;

        /// <summary>Gets the codec that compresses, and decodes when the fallback is chosen.</summary>
        internal static ILz4BlockCodec Fallback => LibLz4.LoadFailure is null ? LibLz4BlockCodec.Instance : UnavailableLz4BlockCodec.Instance;

        /// <summary>Gets the chosen codec, choosing (and probing the native library) on first use.</summary>
        internal static ILz4BlockCodec Selected => Volatile.Read(ref selected) ?? SelectNow();

        /// <summary>Gets the current preference.</summary>
        internal static Lz4Decoder Preference => preference;

        /// <summary>Gets the decoder in use.</summary>
        internal static Lz4Decoder Active => Selected is NativeLz4BlockCodec or UnavailableNativeLz4BlockCodec ? Lz4Decoder.Native : Lz4Decoder.Fallback;

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
                Volatile.Write(ref selected, Choose(value, () => status!));
            }
        }

        /// <summary>
        /// Picks the codec for a preference. The native library is probed only when the preference can use it, so that
        /// forcing the fallback never loads it.
        /// </summary>
        /// <param name="preference">The preference.</param>
        /// <param name="native">Gives the probe's result.</param>
        /// <returns>The codec.</returns>
        internal static ILz4BlockCodec Choose(Lz4Decoder preference, Func<NativeLz4Status> native)
        {
            if (preference == Lz4Decoder.Fallback)
            {
                return Fallback;
            }

            NativeLz4Status status = native();
            if (status.IsAvailable)
            {
                return NativeLz4BlockCodec.Unprobed;
            }

            return preference == Lz4Decoder.Native ? new UnavailableNativeLz4BlockCodec(Fallback, status.FailureReason!) : Fallback;
        }

        /// <summary>Reads a preference written as text (the environment variable's syntax).</summary>
        /// <param name="value">The text; null or blank means automatic.</param>
        /// <returns>The preference, or null when the text is not understood.</returns>
        internal static Lz4Decoder? ParsePreference(string? value)
        {
            string text = (value ?? string.Empty).Trim().ToLowerInvariant();
            return text switch
            {
                "" or "auto" or "automatic" => Lz4Decoder.Automatic,
                "native" => Lz4Decoder.Native,
                "fallback" or "managed" => Lz4Decoder.Fallback,
                _ => null,
            };
        }

        /// <summary>Describes the decoder in use and why, in one line.</summary>
        /// <returns>The description.</returns>
        internal static string Describe()
        {
            ILz4BlockCodec codec = Selected;
            string why = setInCode
                ? "set by Lz4Decoding.Preference"
                : EnvironmentPreference is not null && EnvironmentPreference != Lz4Decoder.Automatic
                    ? $"forced by {Lz4Decoding.EnvironmentVariable}={EnvironmentValue!.Trim()}"
                    : "chosen automatically";
            string text;
            if (codec is NativeLz4BlockCodec)
            {
                NativeLz4Status status = NativeLz4Library.Status;
                text = $"native: blockpack_native {status.VersionText} (variants {string.Join(", ", status.Variants)}) " +
                    $"loaded from {status.LoadedFrom ?? "the runtime's library search path"}; {why}";
            }
            else if (codec is UnavailableNativeLz4BlockCodec)
            {
                text = $"native, {why}, but unavailable, so decoding fails: {NativeLz4Library.Status.FailureReason}";
            }
            else
            {
                string fallback = LibLz4.LoadFailure is null
                    ? "liblz4 " + LibLz4VersionText()
                    : "none (liblz4 could not be loaded, so LZ4 payloads cannot be decoded)";
                string reason = Preference == Lz4Decoder.Fallback ? why : "native decoder unavailable: " + NativeLz4Library.Status.FailureReason;
                text = $"fallback: {fallback}; {reason}";
            }

            if (EnvironmentValue is not null && EnvironmentPreference is null)
            {
                text += $"; {Lz4Decoding.EnvironmentVariable}='{EnvironmentValue}' is not understood (use native, fallback or auto) and was ignored";
            }

            return text;
        }

        private static ILz4BlockCodec SelectNow()
        {
            lock (Gate)
            {
                ILz4BlockCodec? codec = Volatile.Read(ref selected);
                if (codec is null)
                {
                    codec = Choose(Preference, () => NativeLz4Library.Status);
                    Volatile.Write(ref selected, codec);
                }

                return codec;
            }
        }

        private static string LibLz4VersionText()
        {
            int version = LibLz4.VersionNumber;
            return string.Format(CultureInfo.InvariantCulture, "{0}.{1}.{2}", version / 10000, version / 100 % 100, version % 100);
        }
    }
}
