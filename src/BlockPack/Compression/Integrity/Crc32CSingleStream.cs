#if NET
using System;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace BlockPack.Compression.Integrity
{
    /// <summary>
    /// One chain of CRC instructions over the buffer, eight bytes per instruction. Each instruction waits for the one
    /// before (three cycles of latency on x64), so this runs at about a third of what the instruction unit could do;
    /// it serves short buffers, the tail the multi-stream engine leaves, and CPUs without carry-less multiplication.
    /// </summary>
    internal static class Crc32CSingleStream
    {
        /// <summary>Gets a value indicating whether this engine can run here.</summary>
        internal static bool IsSupported => Crc32CInstruction.IsSupported;

        /// <summary>Advances the raw register (no inversions) over <paramref name="data"/>.</summary>
        /// <param name="register">The register before the bytes.</param>
        /// <param name="data">The bytes.</param>
        /// <returns>The register after the bytes.</returns>
        internal static uint Update(uint register, ReadOnlySpan<byte> data)
        {
            ref byte start = ref MemoryMarshal.GetReference(data);
            nuint length = (nuint)data.Length;
            nuint offset = 0;
            ulong wide = register;
            for (; length - offset >= sizeof(ulong); offset += sizeof(ulong))
            {
                wide = Crc32CInstruction.Step(wide, Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref start, offset)));
            }

            register = (uint)wide;
            for (; offset < length; offset++)
            {
                register = Crc32CInstruction.Step(register, Unsafe.Add(ref start, offset));
            }

            return register;
        }
    }
}
#endif
