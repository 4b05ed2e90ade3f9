using System.Threading;

namespace BlockPack.Compression
{
    /// <summary>
    /// Chooses the <see cref="ILz4BlockCodec"/> the framing code uses: the system liblz4 by default, or whatever was
    /// installed with <see cref="Use"/> (BlockPack's own native codec, once it exists, or a test double).
    /// </summary>
    internal static class Lz4CodecProvider
    {
        private static ILz4BlockCodec? installed;

        /// <summary>Gets the codec to use now. Never null: without a library it is one that throws a clear error.</summary>
        internal static ILz4BlockCodec Current
            => Volatile.Read(ref installed)
            ?? (LibLz4.LoadFailure is null ? LibLz4BlockCodec.Instance : UnavailableLz4BlockCodec.Instance);

        /// <summary>Installs a codec for every later call, or restores the default with <see langword="null"/>.</summary>
        /// <param name="codec">The codec; must be thread-safe.</param>
        internal static void Use(ILz4BlockCodec? codec) => Volatile.Write(ref installed, codec);
    }
}
