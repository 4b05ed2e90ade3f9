using System;
using System.Runtime.InteropServices;
using BlockPack.Native;

namespace BlockPack.Benchmarks.Lz4
{
    /// <summary>
    /// The native library's <c>bp_crc32c</c>, reached through the file BlockPack itself loaded: BlockPack has no binding
    /// for it (the managed engine is as fast, docs/measurements/2026-11-25-crc32c.md), so the measurement looks the export up directly.
    /// </summary>
    internal static unsafe class NativeCrc32C
    {
        private static readonly delegate* unmanaged<uint, byte*, nuint, uint> Function = Load();

        /// <summary>The CRC-32C of <paramref name="data"/>, continuing <paramref name="crc"/>.</summary>
        internal static uint Append(uint crc, ReadOnlySpan<byte> data)
        {
            fixed (byte* bytes = data)
            {
                return Function(crc, bytes, (nuint)data.Length);
            }
        }

        private static delegate* unmanaged<uint, byte*, nuint, uint> Load()
        {
            _ = Lz4Decoding.Description; // loads and self-tests the library
            string path = NativeLz4Library.Status.LoadedFrom ?? throw new InvalidOperationException("the native library did not load: " + Lz4Decoding.Description);
            return (delegate* unmanaged<uint, byte*, nuint, uint>)NativeLibrary.GetExport(NativeLibrary.Load(path), "bp_crc32c");
        }
    }
}
