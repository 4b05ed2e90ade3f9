using System;
using System.Runtime.InteropServices;
using ZstdSharp.Unsafe;

namespace BlockPack.Compression.Codecs
{
    /// <summary>
    /// Owns one digested Zstandard dictionary (a compression <c>ZSTD_CDict</c> or a decompression <c>ZSTD_DDict</c>)
    /// and frees it exactly once, when the <see cref="ZstdDictionary"/> holding it is collected. Users keep the
    /// <see cref="ZstdDictionary"/> reachable for the length of a call (GC.KeepAlive), which keeps this handle alive too.
    /// </summary>
    internal sealed unsafe class ZstdDictionaryHandle : SafeHandle
    {
        private readonly bool compression;

        private ZstdDictionaryHandle(IntPtr digested, bool compression)
            : base(IntPtr.Zero, ownsHandle: true)
        {
            this.compression = compression;
            this.SetHandle(digested);
        }

        /// <inheritdoc/>
        public override bool IsInvalid => this.handle == IntPtr.Zero;

        /// <summary>Gets the compression dictionary.</summary>
        internal ZSTD_CDict_s* CompressionDictionary => (ZSTD_CDict_s*)this.handle;

        /// <summary>Gets the decompression dictionary.</summary>
        internal ZSTD_DDict_s* DecompressionDictionary => (ZSTD_DDict_s*)this.handle;

        /// <summary>Takes ownership of a compression dictionary.</summary>
        /// <param name="digested">What ZSTD_createCDict returned; not null.</param>
        /// <returns>The handle.</returns>
        internal static ZstdDictionaryHandle ForCompression(ZSTD_CDict_s* digested) => new ZstdDictionaryHandle((IntPtr)digested, compression: true);

        /// <summary>Takes ownership of a decompression dictionary.</summary>
        /// <param name="digested">What ZSTD_createDDict returned; not null.</param>
        /// <returns>The handle.</returns>
        internal static ZstdDictionaryHandle ForDecompression(ZSTD_DDict_s* digested) => new ZstdDictionaryHandle((IntPtr)digested, compression: false);

        /// <inheritdoc/>
        protected override bool ReleaseHandle()
        {
            if (this.compression)
            {
                Methods.ZSTD_freeCDict((ZSTD_CDict_s*)this.handle);
            }
            else
            {
                Methods.ZSTD_freeDDict((ZSTD_DDict_s*)this.handle);
            }

            return true;
        }
    }
}
