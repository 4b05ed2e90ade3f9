using System;
using System.Collections.Generic;
using System.Globalization;

namespace BlockPack.Native
{
    /// <summary>The outcome of probing <c>blockpack_native</c>: usable or not, why not, and what was found.</summary>
    internal sealed class NativeLz4Status
    {
        private NativeLz4Status(string? failureReason, int version, IReadOnlyList<string> variants, string? loadedFrom, string? encoderFailureReason)
        {
            this.FailureReason = failureReason;
            this.EncoderFailureReason = failureReason is null ? encoderFailureReason : "the native library is unavailable: " + failureReason;
            this.Version = version;
            this.Variants = variants;
            this.LoadedFrom = loadedFrom;
        }

        /// <summary>Gets a value indicating whether the library loaded and passed the self-test.</summary>
        internal bool IsAvailable => this.FailureReason is null;

        /// <summary>Gets why the library cannot be used, or null when it can.</summary>
        internal string? FailureReason { get; }

        /// <summary>Gets a value indicating whether the library's encoder (0.2+) passed its self-test as well.</summary>
        internal bool IsEncoderAvailable => this.EncoderFailureReason is null;

        /// <summary>Gets why the native encoder cannot be used, or null when it can.</summary>
        internal string? EncoderFailureReason { get; }

        /// <summary>Gets the library's version number, or 0 when it did not load.</summary>
        internal int Version { get; }

        /// <summary>Gets the version as text, e.g. <c>0.2.0</c>.</summary>
        internal string VersionText => string.Format(CultureInfo.InvariantCulture, "{0}.{1}.{2}", this.Version >> 16, (this.Version >> 8) & 0xFF, this.Version & 0xFF);

        /// <summary>Gets the names of the variants this CPU runs, for diagnostics.</summary>
        internal IReadOnlyList<string> Variants { get; }

        /// <summary>Gets the path the library was loaded from, when BlockPack's resolver loaded it.</summary>
        internal string? LoadedFrom { get; }

        /// <summary>Creates the status of a library that passed every check.</summary>
        internal static NativeLz4Status Available(int version, IReadOnlyList<string> variants, string? loadedFrom, string? encoderFailureReason = null)
            => new NativeLz4Status(null, version, variants, loadedFrom, encoderFailureReason);

        /// <summary>Creates the status of a library that cannot be used.</summary>
        internal static NativeLz4Status Unavailable(string reason, int version = 0, string? loadedFrom = null)
            => new NativeLz4Status(reason ?? throw new ArgumentNullException(nameof(reason)), version, Array.Empty<string>(), loadedFrom, null);
    }
}
