using System;
using System.Runtime.InteropServices;

namespace BlockPack.Lz4Reference
{
    /// <summary>
    /// The reference LZ4 implementation, liblz4 (<c>liblz4.so.1</c> from Debian's liblz4-1), bound on first use. Tests
    /// use it as the independent decoder and encoder that BlockPack's codecs must agree with; benchmarks time it.
    /// </summary>
    /// <remarks>The shipped BlockPack library never loads liblz4: this assembly exists only beside tests and benchmarks.</remarks>
    public static unsafe class LibLz4Reference
    {
        /// <summary>LZ4's <c>LZ4_MAX_INPUT_SIZE</c>: the largest input one block can hold.</summary>
        public const int MaxInputSize = 0x7E000000;

        private static readonly string[] CandidateNames = { "liblz4.so.1", "liblz4.so", "lz4", "liblz4.1.dylib", "liblz4.dylib" };

        private static readonly Exception? LoadError = Load();

        private static delegate* unmanaged[Cdecl]<byte*, byte*, int, int, int> compressDefault;
        private static delegate* unmanaged[Cdecl]<byte*, byte*, int, int, int, int> compressFast;
        private static delegate* unmanaged[Cdecl]<byte*, byte*, int, int, int> decompressSafe;
        private static delegate* unmanaged[Cdecl]<int> versionNumber;

        /// <summary>Gets why liblz4 could not be loaded, or <see langword="null"/> when it is.</summary>
        public static Exception? LoadFailure => LoadError;

        /// <summary>Gets the loaded library's version as text, e.g. <c>1.9.4</c>.</summary>
        public static string VersionText
        {
            get
            {
                EnsureLoaded();
                int version = versionNumber();
                return $"{version / 10000}.{version / 100 % 100}.{version % 100}";
            }
        }

        /// <summary>LZ4's <c>LZ4_COMPRESSBOUND</c>.</summary>
        /// <param name="inputLength">The uncompressed length.</param>
        /// <returns>The worst-case block length, or 0 for a negative or too large input.</returns>
        public static int CompressBound(int inputLength)
            => (uint)inputLength > MaxInputSize ? 0 : inputLength + (inputLength / 255) + 16;

        /// <summary>Calls <c>LZ4_compress_default</c>.</summary>
        /// <param name="source">The data.</param>
        /// <param name="destination">Where the block goes.</param>
        /// <returns>The block's length, or 0 when it did not fit.</returns>
        public static int Compress(ReadOnlySpan<byte> source, Span<byte> destination)
        {
            EnsureLoaded();
            fixed (byte* src = &MemoryMarshal.GetReference(source))
            fixed (byte* dst = &MemoryMarshal.GetReference(destination))
            {
                return compressDefault(src, dst, source.Length, destination.Length);
            }
        }

        /// <summary>Calls <c>LZ4_compress_fast</c>.</summary>
        /// <param name="source">The data.</param>
        /// <param name="destination">Where the block goes.</param>
        /// <param name="acceleration">LZ4's acceleration factor (1 is the default level).</param>
        /// <returns>The block's length, or 0 when it did not fit.</returns>
        public static int CompressFast(ReadOnlySpan<byte> source, Span<byte> destination, int acceleration)
        {
            EnsureLoaded();
            fixed (byte* src = &MemoryMarshal.GetReference(source))
            fixed (byte* dst = &MemoryMarshal.GetReference(destination))
            {
                return compressFast(src, dst, source.Length, destination.Length, acceleration);
            }
        }

        /// <summary>
        /// Calls <c>LZ4_decompress_safe</c>. Note that liblz4 1.9.4 accepts a match offset of 0 (it copies the
        /// destination onto itself), which BlockPack's codecs reject; compare outcomes with that in mind.
        /// </summary>
        /// <param name="source">Exactly one block (liblz4 rejects an empty one).</param>
        /// <param name="destination">Where the data goes.</param>
        /// <returns>The decoded length, or a negative number for a malformed block.</returns>
        public static int Decompress(ReadOnlySpan<byte> source, Span<byte> destination)
        {
            EnsureLoaded();
            if (source.IsEmpty)
            {
                return -1;
            }

            fixed (byte* src = &MemoryMarshal.GetReference(source))
            fixed (byte* dst = &MemoryMarshal.GetReference(destination))
            {
                return decompressSafe(src, dst, source.Length, destination.Length);
            }
        }

        private static void EnsureLoaded()
        {
            if (LoadError is not null)
            {
                throw new InvalidOperationException(
                    "The reference liblz4 is not installed (Debian: liblz4-1; scripts/install-deps.sh installs it).", LoadError);
            }
        }

        private static Exception? Load()
        {
            foreach (string name in CandidateNames)
            {
                if (!NativeLibrary.TryLoad(name, typeof(LibLz4Reference).Assembly, searchPath: null, out IntPtr handle))
                {
                    continue;
                }

                if (NativeLibrary.TryGetExport(handle, "LZ4_compress_default", out IntPtr compress) &&
                    NativeLibrary.TryGetExport(handle, "LZ4_compress_fast", out IntPtr fast) &&
                    NativeLibrary.TryGetExport(handle, "LZ4_decompress_safe", out IntPtr decompress) &&
                    NativeLibrary.TryGetExport(handle, "LZ4_versionNumber", out IntPtr version))
                {
                    compressDefault = (delegate* unmanaged[Cdecl]<byte*, byte*, int, int, int>)compress;
                    compressFast = (delegate* unmanaged[Cdecl]<byte*, byte*, int, int, int, int>)fast;
                    decompressSafe = (delegate* unmanaged[Cdecl]<byte*, byte*, int, int, int>)decompress;
                    versionNumber = (delegate* unmanaged[Cdecl]<int>)version;
                    return null;
                }

                NativeLibrary.Free(handle);
            }

            return new DllNotFoundException($"None of {string.Join(", ", CandidateNames)} could be loaded with the LZ4 block exports.");
        }
    }
}
