using System;

namespace BlockPack.Native
{
    /// <summary>
    /// The calls the one-time probe makes into <c>blockpack_native</c>, behind an interface so that tests can hand the
    /// probe a library that is missing, outdated or wrong and watch BlockPack fall back.
    /// </summary>
    internal interface INativeLz4Api
    {
        /// <summary>Gets the number of variant ids (<c>BP_LZ4_VARIANT_COUNT</c>).</summary>
        int VariantCount { get; }

        /// <summary>Returns <c>bp_lz4_version</c>; the first call binds the library and throws if it cannot.</summary>
        /// <returns>The version number.</returns>
        int Version();

        /// <summary>Tells whether a variant runs on this CPU.</summary>
        /// <param name="variant">The variant id.</param>
        /// <returns>Whether it can be forced.</returns>
        bool IsVariantAvailable(int variant);

        /// <summary>Gets a variant's name.</summary>
        /// <param name="variant">The variant id.</param>
        /// <returns>The name, or null for an unknown id.</returns>
        string? VariantName(int variant);

        /// <summary>Decodes with the adaptive choice.</summary>
        /// <param name="source">One block.</param>
        /// <param name="destination">Where the data goes.</param>
        /// <returns>The decoded length, or a negative status.</returns>
        int Decode(ReadOnlySpan<byte> source, Span<byte> destination);

        /// <summary>Decodes with one variant.</summary>
        /// <param name="variant">The variant id.</param>
        /// <param name="source">One block.</param>
        /// <param name="destination">Where the data goes.</param>
        /// <returns>The decoded length, or a negative status.</returns>
        int DecodeVariant(int variant, ReadOnlySpan<byte> source, Span<byte> destination);

        /// <summary>Encodes one block of at most 64 KB at the default acceleration (library 0.2+).</summary>
        /// <param name="source">The data.</param>
        /// <param name="destination">Where the block goes.</param>
        /// <returns>The block's length, 0 when it does not fit, or a negative status.</returns>
        int Encode(ReadOnlySpan<byte> source, Span<byte> destination);
    }
}
