using System;
using System.Collections.Generic;
using System.Globalization;
using System.Threading;

namespace BlockPack.Native
{
    /// <summary>
    /// Probes <c>blockpack_native</c> once per process, on first need: load it (through
    /// <see cref="NativeLibraryResolver"/>), check its version, run <see cref="NativeSelfTest"/>. Only a library that
    /// passes all three decodes anything, and only then are its per-variant counters read.
    /// </summary>
    internal static unsafe class NativeLz4Library
    {
        /// <summary>The major version this build of BlockPack speaks; the C API may add, never change, within it.</summary>
        internal const int ExpectedMajor = 0;

        /// <summary>The oldest minor version with every entry point BlockPack calls.</summary>
        internal const int MinimumMinor = 1;

        /// <summary>The oldest minor version with the encoder (<c>bp_lz4_encode</c>); older ones still decode.</summary>
        internal const int EncoderMinimumMinor = 2;

        private static readonly Lazy<NativeLz4Status> Probed = new Lazy<NativeLz4Status>(ProbeThisProcess, LazyThreadSafetyMode.ExecutionAndPublication);

        /// <summary>Gets the result of the one-time probe (running it if needed).</summary>
        internal static NativeLz4Status Status => Probed.Value;

        /// <summary>
        /// Probes, unless the platform needs the library not even looked up (<see cref="NativeLibraryLocator.NotLookedUpReason"/>):
        /// then the library is unavailable for that reason and no call reaches <paramref name="api"/>.
        /// </summary>
        /// <param name="notLookedUpReason">Why the library must not be looked up, or null.</param>
        /// <param name="api">The library's calls.</param>
        /// <param name="loadedFrom">Where the library was loaded from, asked after the first call bound it.</param>
        /// <param name="loadErrors">Why files that exist could not be loaded, asked after a failed first call.</param>
        /// <returns>The status; never throws.</returns>
        internal static NativeLz4Status Probe(string? notLookedUpReason, INativeLz4Api api, Func<string?> loadedFrom, Func<string?> loadErrors)
            => notLookedUpReason is not null ? NativeLz4Status.Unavailable(notLookedUpReason) : Probe(api, loadedFrom, loadErrors);

        /// <summary>Loads, checks and self-tests a library.</summary>
        /// <param name="api">The library's calls.</param>
        /// <param name="loadedFrom">Where the library was loaded from, asked after the first call bound it.</param>
        /// <param name="loadErrors">Why files that exist could not be loaded, asked after a failed first call.</param>
        /// <returns>The status; never throws.</returns>
        internal static NativeLz4Status Probe(INativeLz4Api api, Func<string?> loadedFrom, Func<string?> loadErrors)
        {
            int version;
            try
            {
                version = api.Version();
            }
            catch (Exception e) when (e is DllNotFoundException or EntryPointNotFoundException or BadImageFormatException)
            {
                // A file that exists but does not load says more than the runtime's list of every path it tried.
                string? found = loadErrors();
                return NativeLz4Status.Unavailable(found is not null
                    ? $"{NativeLibraryLocator.FileName} was found but could not be loaded ({found})"
                    : $"{NativeLibraryLocator.FileName} could not be loaded ({e.GetType().Name}: {OneLine(e.Message)}); " +
                      $"looked first in {string.Join(", ", NativeLibraryLocator.CandidatePaths())}" +
                      (NativeLibraryResolver.InstallFailure is { } install ? "; " + install : string.Empty));
            }

            string? path = loadedFrom();
            int major = version >> 16;
            int minor = (version >> 8) & 0xFF;
            if (major != ExpectedMajor || minor < MinimumMinor)
            {
                return NativeLz4Status.Unavailable(
                    string.Format(CultureInfo.InvariantCulture, "{0} has version {1}.{2}, but this BlockPack needs {3}.{4} or a later {3}.x", path ?? NativeLibraryLocator.FileName, major, minor, ExpectedMajor, MinimumMinor),
                    version,
                    path);
            }

            try
            {
                string? failure = NativeSelfTest.Run(api);
                if (failure is not null)
                {
                    return NativeLz4Status.Unavailable("the self-test failed: " + failure, version, path);
                }

                List<string> variants = new List<string>();
                for (int variant = 0; variant < api.VariantCount; variant++)
                {
                    if (api.IsVariantAvailable(variant))
                    {
                        variants.Add(api.VariantName(variant) ?? variant.ToString(CultureInfo.InvariantCulture));
                    }
                }

                return NativeLz4Status.Available(version, variants, path, ProbeEncoder(api, minor));
            }
            catch (Exception e) when (e is DllNotFoundException or EntryPointNotFoundException or BadImageFormatException)
            {
                // A library that loads but lacks an entry point the self-test needs is not the one we built.
                return NativeLz4Status.Unavailable($"the self-test could not run ({e.GetType().Name}: {OneLine(e.Message)})", version, path);
            }
        }

        /// <summary>Self-tests the encoder of a library whose decoder passed; returns why it cannot be used, or null.</summary>
        private static string? ProbeEncoder(INativeLz4Api api, int minor)
        {
            if (minor < EncoderMinimumMinor)
            {
                return string.Format(CultureInfo.InvariantCulture, "the library is {0}.{1}, older than the first with an encoder ({0}.{2})", ExpectedMajor, minor, EncoderMinimumMinor);
            }

            try
            {
                string? failure = NativeEncoderSelfTest.Run(api, (block, destination) => Compression.Codecs.ManagedLz4BlockCodec.Instance.Decompress(block, destination));
                return failure is null ? null : "the encoder self-test failed: " + failure;
            }
            catch (EntryPointNotFoundException e)
            {
                return $"the encoder self-test could not run ({e.GetType().Name}: {OneLine(e.Message)})";
            }
        }

        // The runtime's loader message lists every path it tried, one per line; a reason is one line.
        private static NativeLz4Status ProbeThisProcess()
        {
            string? notLookedUp = NativeLibraryLocator.NotLookedUpReason(NativeLibraryLocator.IsMusl, NativeLibraryLocator.CandidatePaths(), System.IO.File.Exists);
            NativeLz4Status status = Probe(notLookedUp, NativeLz4Api.Instance, () => NativeLibraryResolver.LoadedFrom, () => NativeLibraryResolver.LoadErrors);
            if (status.IsAvailable)
            {
                // The statistics users read should count their decodes, not the self-test's.
                NativeLz4Methods.ResetStats();
            }

            return status;
        }

        /// <summary>Reads every available variant's counters, or nothing when the library is unavailable.</summary>
        /// <returns>The counters.</returns>
        internal static IReadOnlyList<Lz4NativeVariantStatistics> ReadStatistics()
        {
            if (!Status.IsAvailable)
            {
                return Array.Empty<Lz4NativeVariantStatistics>();
            }

            List<Lz4NativeVariantStatistics> result = new List<Lz4NativeVariantStatistics>();
            for (int variant = 0; variant < NativeLz4Api.NativeVariantCount; variant++)
            {
                NativeVariantStats stats;
                if (NativeLz4Methods.VariantAvailable(variant) == 0 || NativeLz4Methods.GetStats(variant, &stats) != 0)
                {
                    continue;
                }

                result.Add(new Lz4NativeVariantStatistics(
                    NativeLz4Methods.ReadAscii(NativeLz4Methods.VariantName(variant)) ?? "variant " + variant,
                    Clamp(stats.Calls),
                    Clamp(stats.Bytes),
                    Clamp(stats.TimedCalls),
                    Clamp(stats.TimedBytes),
                    Clamp(stats.TimedNanoseconds)));
            }

            return result;
        }

        /// <summary>Zeroes the counters when the library is available.</summary>
        internal static void ResetStatistics()
        {
            if (Status.IsAvailable)
            {
                NativeLz4Methods.ResetStats();
            }
        }

        private static long Clamp(ulong value) => value > long.MaxValue ? long.MaxValue : (long)value;

        private static string OneLine(string message)
            => string.Join(" ", message.Split(new[] { '\r', '\n' }, StringSplitOptions.RemoveEmptyEntries));
    }
}
