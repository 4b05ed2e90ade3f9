#if NET
using System;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace BlockPack.Compression.Integrity
{
    /// <summary>
    /// Three independent chains of CRC instructions over three adjacent stretches of the buffer, so the instruction's
    /// latency (three cycles on x64, one issue per cycle) is hidden, joined after each round by carry-less
    /// multiplication: the first stretch's register times x^(16·stride) mod P, the second's times x^(8·stride) mod P,
    /// XORed with the third's. Rounds use long stretches while the buffer allows (few joins), then short ones (a small
    /// tail for the single stream).
    /// </summary>
    internal static class Crc32CMultiStream
    {
        /// <summary>Independent instruction chains: latency 3 ÷ issue interval 1 on x64.</summary>
        private const int Streams = 3;

        /// <summary>Bytes per stream in a long round (a round covers three of these).</summary>
        private const int LongStride = 4096;

        /// <summary>Bytes per stream in a short round.</summary>
        private const int ShortStride = 256;

        /// <summary>The carry-less product of a 32-bit register and a 32-bit constant has the factor x once more than the register (bits 0..62 of 64).</summary>
        private const int ProductExtraDegree = 1;

        /// <summary>Reducing a 64-bit value with the CRC instruction multiplies it by x^32.</summary>
        private const int ReductionDegree = 32;

        /// <summary>x^(8·4096 − 33) mod P: with the product's extra x and the reduction's x^32, pushes a register through one long stride.</summary>
        private static readonly ulong LongStridePush = PushMultiplier(LongStride);

        /// <summary>Pushes a register through two long strides.</summary>
        private static readonly ulong TwoLongStridesPush = PushMultiplier(2 * LongStride);

        /// <summary>Pushes a register through one short stride.</summary>
        private static readonly ulong ShortStridePush = PushMultiplier(ShortStride);

        /// <summary>Pushes a register through two short strides.</summary>
        private static readonly ulong TwoShortStridesPush = PushMultiplier(2 * ShortStride);

        /// <summary>Gets a value indicating whether this engine can run here.</summary>
        internal static bool IsSupported => Crc32CInstruction.IsSupported && Crc32CInstruction.CarrylessMultiplyIsSupported;

        /// <summary>Advances the raw register (no inversions) over <paramref name="data"/>.</summary>
        /// <param name="register">The register before the bytes.</param>
        /// <param name="data">The bytes.</param>
        /// <returns>The register after the bytes.</returns>
        internal static uint Update(uint register, ReadOnlySpan<byte> data)
        {
            ref byte start = ref MemoryMarshal.GetReference(data);
            nuint length = (nuint)data.Length;
            nuint offset = 0;
            for (; length - offset >= Streams * LongStride; offset += Streams * LongStride)
            {
                register = Round(register, ref Unsafe.Add(ref start, offset), LongStride, LongStridePush, TwoLongStridesPush);
            }

            for (; length - offset >= Streams * ShortStride; offset += Streams * ShortStride)
            {
                register = Round(register, ref Unsafe.Add(ref start, offset), ShortStride, ShortStridePush, TwoShortStridesPush);
            }

            return Crc32CSingleStream.Update(register, data.Slice((int)offset));
        }

        /// <summary>One round: three chains of <paramref name="stride"/> bytes each, then the join.</summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static uint Round(uint register, ref byte round, nuint stride, ulong oneStridePush, ulong twoStridesPush)
        {
            ref byte second = ref Unsafe.Add(ref round, stride);
            ref byte third = ref Unsafe.Add(ref round, 2 * stride);
            // 64-bit registers: see Crc32CInstruction.Step.
            ulong a = register;
            ulong b = 0;
            ulong c = 0;
            for (nuint i = 0; i < stride; i += sizeof(ulong))
            {
                a = Crc32CInstruction.Step(a, Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref round, i)));
                b = Crc32CInstruction.Step(b, Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref second, i)));
                c = Crc32CInstruction.Step(c, Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref third, i)));
            }

            // A register is affine in its start: running b from 0 and c from 0 and adding the pushed-through earlier
            // registers gives the register one chain would have. Both products are reduced by one CRC instruction.
            ulong pushed = Crc32CInstruction.CarrylessMultiply(a, twoStridesPush) ^ Crc32CInstruction.CarrylessMultiply(b, oneStridePush);
            return (uint)(Crc32CInstruction.Step(0, pushed) ^ c);
        }

        /// <summary>The constant whose carry-less product with a register, reduced by the CRC instruction, is that register pushed through <paramref name="bytes"/> zero bytes.</summary>
        private static ulong PushMultiplier(int bytes) => Crc32CPolynomialArithmetic.XPowerModulo((8L * bytes) - ProductExtraDegree - ReductionDegree);
    }
}
#endif
