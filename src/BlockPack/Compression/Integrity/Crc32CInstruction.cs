#if NET
using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.Arm;
using System.Runtime.Intrinsics.X86;

namespace BlockPack.Compression.Integrity
{
    /// <summary>
    /// The two hardware operations the fast engines are built from: the CRC-32C instruction on eight bytes (x64 SSE4.2
    /// <c>crc32 r64</c>, ARM64 <c>crc32cx</c>) and a 32×64-bit carry-less multiplication (x64 <c>pclmulqdq</c>,
    /// ARM64 <c>pmull</c>). The JIT folds the <c>IsSupported</c> tests, so each call is one instruction.
    /// </summary>
    internal static class Crc32CInstruction
    {
        /// <summary>Gets a value indicating whether this CPU and runtime have a 64-bit CRC-32C instruction.</summary>
        internal static bool IsSupported => Sse42.X64.IsSupported || Crc32.Arm64.IsSupported;

        /// <summary>Gets a value indicating whether this CPU and runtime have a 64-bit carry-less multiplication.</summary>
        internal static bool CarrylessMultiplyIsSupported => Pclmulqdq.IsSupported || System.Runtime.Intrinsics.Arm.Aes.Arm64.IsSupported;

        /// <summary>Advances the raw register over eight bytes read little-endian (the first byte lowest), as the CRC takes them.</summary>
        /// <param name="register">The register before, in the low 32 bits (the high 32 are zero).</param>
        /// <param name="eightBytes">The next eight bytes.</param>
        /// <returns>The register after, in the low 32 bits.</returns>
        /// <remarks>
        /// The register travels as 64 bits because x64's <c>crc32 r64</c> takes and gives a 64-bit register: with a
        /// 32-bit one the JIT zero-extends it before every instruction, a <c>mov</c> on each chain that adds a cycle
        /// to its three of latency (measured: 17 GB/s instead of 23 with three streams).
        /// </remarks>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        internal static ulong Step(ulong register, ulong eightBytes)
        {
            if (Sse42.X64.IsSupported)
            {
                return Sse42.X64.Crc32(register, eightBytes);
            }

            return Crc32.Arm64.ComputeCrc32C((uint)register, eightBytes);
        }

        /// <summary>Advances the raw register over one byte.</summary>
        /// <param name="register">The register before.</param>
        /// <param name="value">The next byte.</param>
        /// <returns>The register after.</returns>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        internal static uint Step(uint register, byte value)
        {
            if (Sse42.IsSupported)
            {
                return Sse42.Crc32(register, value);
            }

            return Crc32.ComputeCrc32C(register, value);
        }

        /// <summary>Multiplies two polynomials over GF(2) without reduction.</summary>
        /// <param name="a">A polynomial of degree below 32, as bits.</param>
        /// <param name="b">A polynomial of degree below 32, as bits.</param>
        /// <returns>The product (degree below 63).</returns>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        internal static ulong CarrylessMultiply(ulong a, ulong b)
        {
            if (Pclmulqdq.IsSupported)
            {
                // Immediate 0x00: the low quadword of each operand.
                return Pclmulqdq.CarrylessMultiply(Vector128.CreateScalar(a), Vector128.CreateScalar(b), 0x00).ToScalar();
            }

            return System.Runtime.Intrinsics.Arm.Aes.PolynomialMultiplyWideningLower(Vector64.CreateScalar(a), Vector64.CreateScalar(b)).ToScalar();
        }
    }
}
#endif
