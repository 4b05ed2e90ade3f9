#if !NET8_0_OR_GREATER
using System;
using System.Runtime.InteropServices;

namespace BlockPack.Native
{
    /// <content>The operating systems' own loaders, for netstandard2.0, which has no <c>NativeLibrary</c>.</content>
    internal static partial class NativeLibraryResolver
    {
        /// <summary>
        /// Loads a library by full path with <c>LoadLibraryW</c> or <c>dlopen</c>. A later <c>DllImport</c> of the
        /// same name then binds to it: Windows matches loaded modules by name, glibc by the library's soname
        /// (<c>libblockpack_native.so</c>, set by the CMake build), macOS by install name.
        /// </summary>
        private static class PlatformLoader
        {
            // RTLD_NOW has the same value on Linux and macOS; RTLD_LOCAL (0) is enough, since a by-name lookup
            // matches every object already loaded.
            private const int RtldNow = 2;

            internal static bool TryLoad(string path)
            {
                if (RuntimeInformation.IsOSPlatform(OSPlatform.Windows))
                {
                    return Kernel32.LoadLibraryW(path) != IntPtr.Zero;
                }

                if (RuntimeInformation.IsOSPlatform(OSPlatform.OSX))
                {
                    return LibSystem.dlopen(path, RtldNow) != IntPtr.Zero;
                }

                try
                {
                    return LibDl2.dlopen(path, RtldNow) != IntPtr.Zero;
                }
                catch (DllNotFoundException)
                {
                    // glibc 2.34+ has dlopen in libc itself, and a system may lack the libdl.so.2 stub.
                    return LibC.dlopen(path, RtldNow) != IntPtr.Zero;
                }
            }

            private static class Kernel32
            {
                [DllImport("kernel32", CharSet = CharSet.Unicode, SetLastError = true, ExactSpelling = true)]
                internal static extern IntPtr LoadLibraryW(string path);
            }

            private static class LibDl2
            {
                [DllImport("libdl.so.2", CharSet = CharSet.Ansi, BestFitMapping = false, ThrowOnUnmappableChar = true)]
                internal static extern IntPtr dlopen(string path, int mode);
            }

            private static class LibC
            {
                [DllImport("libc.so.6", CharSet = CharSet.Ansi, BestFitMapping = false, ThrowOnUnmappableChar = true)]
                internal static extern IntPtr dlopen(string path, int mode);
            }

            private static class LibSystem
            {
                [DllImport("/usr/lib/libSystem.dylib", CharSet = CharSet.Ansi, BestFitMapping = false, ThrowOnUnmappableChar = true)]
                internal static extern IntPtr dlopen(string path, int mode);
            }
        }
    }
}
#endif
