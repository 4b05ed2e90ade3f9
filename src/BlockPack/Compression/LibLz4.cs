using System;
using System.Reflection;
using System.Runtime.InteropServices;

namespace BlockPack.Compression
{
    /// <summary>
    /// Binds to the system's reference LZ4 library (Debian's liblz4-1, <c>liblz4.so.1</c>; <c>lz4.dll</c> or
    /// <c>liblz4.dylib</c> elsewhere). Binding happens once, on first use; a missing library is reported through
    /// <see cref="LoadFailure"/> instead of an exception at the call site.
    /// </summary>
    /// <remarks>
    /// On .NET 8+ the exports are resolved with <c>NativeLibrary</c> into function pointers rather than through a
    /// <c>DllImport</c> resolver, because an assembly can register only one resolver and BlockPack's own native
    /// library will need it. netstandard2.0 has neither, so it uses plain <c>DllImport</c> with two names.
    /// </remarks>
    internal static unsafe partial class LibLz4
    {
        /// <summary>The library names tried, in order.</summary>
        internal static readonly string[] CandidateNames = { "liblz4.so.1", "lz4", "liblz4.so", "liblz4.1.dylib", "liblz4.dylib" };

        private static readonly Exception? LoadError = Load();

        /// <summary>Gets why the library could not be used, or <see langword="null"/> when it is loaded.</summary>
        internal static Exception? LoadFailure => LoadError;

#if NET8_0_OR_GREATER
        private static delegate* unmanaged[Cdecl]<byte*, byte*, int, int, int> compressDefault;
        private static delegate* unmanaged[Cdecl]<byte*, byte*, int, int, int> decompressSafe;
        private static delegate* unmanaged[Cdecl]<int> versionNumber;

        /// <summary>Gets the loaded library's version as <c>major * 10000 + minor * 100 + release</c>.</summary>
        internal static int VersionNumber => versionNumber();

        /// <summary>Calls <c>LZ4_compress_default</c>.</summary>
        internal static int CompressDefault(byte* source, byte* destination, int sourceSize, int destinationCapacity)
            => compressDefault(source, destination, sourceSize, destinationCapacity);

        /// <summary>Calls <c>LZ4_decompress_safe</c>.</summary>
        internal static int DecompressSafe(byte* source, byte* destination, int compressedSize, int destinationCapacity)
            => decompressSafe(source, destination, compressedSize, destinationCapacity);

        private static Exception? Load()
        {
            Assembly assembly = typeof(LibLz4).Assembly;
            foreach (string name in CandidateNames)
            {
                if (!NativeLibrary.TryLoad(name, assembly, searchPath: null, out IntPtr handle))
                {
                    continue;
                }

                if (NativeLibrary.TryGetExport(handle, "LZ4_compress_default", out IntPtr compress) &&
                    NativeLibrary.TryGetExport(handle, "LZ4_decompress_safe", out IntPtr decompress) &&
                    NativeLibrary.TryGetExport(handle, "LZ4_versionNumber", out IntPtr version))
                {
                    compressDefault = (delegate* unmanaged[Cdecl]<byte*, byte*, int, int, int>)compress;
                    decompressSafe = (delegate* unmanaged[Cdecl]<byte*, byte*, int, int, int>)decompress;
                    versionNumber = (delegate* unmanaged[Cdecl]<int>)version;
                    return null;
                }

                NativeLibrary.Free(handle);
            }

            return new DllNotFoundException(
                $"None of the LZ4 libraries {string.Join(", ", CandidateNames)} could be loaded with the LZ4_compress_default, " +
                "LZ4_decompress_safe and LZ4_versionNumber exports.");
        }
#else
        private static bool useGenericName;

        /// <summary>Gets the loaded library's version as <c>major * 10000 + minor * 100 + release</c>.</summary>
        internal static int VersionNumber => useGenericName ? GenericName.LZ4_versionNumber() : SoName.LZ4_versionNumber();

        /// <summary>Calls <c>LZ4_compress_default</c>.</summary>
        internal static int CompressDefault(byte* source, byte* destination, int sourceSize, int destinationCapacity)
            => useGenericName
                ? GenericName.LZ4_compress_default(source, destination, sourceSize, destinationCapacity)
                : SoName.LZ4_compress_default(source, destination, sourceSize, destinationCapacity);

        /// <summary>Calls <c>LZ4_decompress_safe</c>.</summary>
        internal static int DecompressSafe(byte* source, byte* destination, int compressedSize, int destinationCapacity)
            => useGenericName
                ? GenericName.LZ4_decompress_safe(source, destination, compressedSize, destinationCapacity)
                : SoName.LZ4_decompress_safe(source, destination, compressedSize, destinationCapacity);

        private static Exception? Load()
        {
            try
            {
                SoName.LZ4_versionNumber();
                return null;
            }
            catch (Exception e) when (e is DllNotFoundException or EntryPointNotFoundException or BadImageFormatException)
            {
                // Not a Debian-style system; fall through to the platform's own naming.
            }

            try
            {
                GenericName.LZ4_versionNumber();
                useGenericName = true;
                return null;
            }
            catch (Exception e) when (e is DllNotFoundException or EntryPointNotFoundException or BadImageFormatException)
            {
                return e;
            }
        }

        private static class SoName
        {
            private const string Library = "liblz4.so.1";

            [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
            internal static extern int LZ4_versionNumber();

            [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
            internal static extern int LZ4_compress_default(byte* source, byte* destination, int sourceSize, int destinationCapacity);

            [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
            internal static extern int LZ4_decompress_safe(byte* source, byte* destination, int compressedSize, int destinationCapacity);
        }

        private static class GenericName
        {
            private const string Library = "lz4";

            [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
            internal static extern int LZ4_versionNumber();

            [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
            internal static extern int LZ4_compress_default(byte* source, byte* destination, int sourceSize, int destinationCapacity);

            [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
            internal static extern int LZ4_decompress_safe(byte* source, byte* destination, int compressedSize, int destinationCapacity);
        }
#endif
    }
}
