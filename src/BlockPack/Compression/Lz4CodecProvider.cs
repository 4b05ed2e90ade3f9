using System.Threading;

namespace BlockPack.Compression
{
    /// <summary>
    /// Gives the framing code its <see cref="ILz4BlockCodec"/>: the one <see cref="Lz4CodecSelection"/> chose (native
    /// decoder or fallback, see <see cref="Lz4Decoding"/>), unless a test installed another with <see cref="Use"/>.
    /// </summary>
    internal static class Lz4CodecProvider
    {
        private static ILz4BlockCodec? installed;

        /// <summary>Gets the codec to use now. Never null: without a library it is one that throws a clear error.</summary>
        internal static ILz4BlockCodec Current => Volatile.Read(ref installed) ?? Lz4CodecSelection.Selected;

        /// <summary>Installs a codec for every later call, or restores the selected one with <see langword="null"/>.</summary>
        /// <param name="codec">The codec; must be thread-safe.</param>
        internal static void Use(ILz4BlockCodec? codec) => Volatile.Write(ref installed, codec);
    }
}
