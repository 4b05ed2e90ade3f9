using System;
using System.Diagnostics.CodeAnalysis;

namespace BlockPack.Compression
{
    /// <summary>
    /// The feature switch <c>BlockPack.Compression.Zstandard.IsSupported</c> (MSBuild property
    /// <c>BlockPackZstandardSupport</c>, imported from the package's build/BlockPack.props). On by default. An app that
    /// compresses with LZ4 and never meets <see cref="MessagePackCompression.ZstdBlockArray"/> payloads turns it off to
    /// publish without the Zstandard codec (ZstdSharp): <see cref="MessagePackSerializerOptions.WithCompression"/> then
    /// refuses <see cref="MessagePackCompression.ZstdBlockArray"/>, and a Zstandard payload read with LZ4 options fails
    /// with a <see cref="MessagePackSerializationException"/> naming the switch, where it would otherwise be decoded. The
    /// switch exists because the mode is a run-time value: nothing else can prove an LZ4 app never constructs the
    /// Zstandard dispatch or decodes a Zstandard block.
    /// </summary>
    internal static class ZstandardFeature
    {
        /// <summary>The switch's name in runtimeconfig.json and <see cref="AppContext"/>.</summary>
        internal const string SwitchName = "BlockPack.Compression.Zstandard.IsSupported";

        /// <summary>
        /// Gets a value indicating whether Zstandard compression and decoding are available. A trimmed or NativeAOT
        /// publish that sets the switch to false folds this to a constant and drops every Zstandard path.
        /// </summary>
#if NET9_0_OR_GREATER
        [FeatureSwitchDefinition(SwitchName)]
#endif
        internal static bool IsSupported { get; } = !AppContext.TryGetSwitch(SwitchName, out bool enabled) || enabled;

        /// <summary>Throws the error of asking for Zstandard while the switch is off.</summary>
        /// <exception cref="NotSupportedException">Always.</exception>
        [DoesNotReturn]
        internal static void ThrowNotSupported()
            => throw new NotSupportedException(
                $"Zstandard (MessagePackCompression.ZstdBlockArray) was turned off when this app was built (the feature switch {SwitchName}, MSBuild property BlockPackZstandardSupport=false).");

        /// <summary>Throws the error of reading a Zstandard payload while the switch is off.</summary>
        /// <param name="position">The offset of the framing's header.</param>
        /// <exception cref="MessagePackSerializationException">Always.</exception>
        [DoesNotReturn]
        internal static void ThrowPayloadNotSupported(long position)
            => throw new MessagePackSerializationException(
                $"The payload is a ZstdBlockArray (header at offset {position}), but Zstandard was turned off when this app was built (the feature switch {SwitchName}, MSBuild property BlockPackZstandardSupport=false).");
    }
}
