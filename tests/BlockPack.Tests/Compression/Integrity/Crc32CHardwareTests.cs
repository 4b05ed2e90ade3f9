#if !LIBRARY_NETSTANDARD
using System;
using System.Runtime.InteropServices;
using BlockPack.Compression.Integrity;
using BlockPack.Tests.Native;

namespace BlockPack.Tests.Integrity
{
    /// <summary>The hardware engines' building blocks, and that they really run where the project tests.</summary>
    public class Crc32CHardwareTests
    {
        [Fact]
        public void OnX64_BothHardwareEnginesRun()
        {
            // CI and every developer machine of this project are x64 with SSE4.2 and PCLMULQDQ: without this the
            // hardware theories would quietly shrink to the table engine.
            if (RuntimeInformation.ProcessArchitecture == Architecture.X64)
            {
                Assert.True(Crc32CSingleStream.IsSupported, "SSE4.2 crc32 not reported");
                Assert.True(Crc32CMultiStream.IsSupported, "PCLMULQDQ not reported");
            }
        }

        [Fact]
        public void CarrylessMultiply_EqualsShiftAndXor()
        {
            if (!Crc32CInstruction.CarrylessMultiplyIsSupported)
            {
                return; // Nothing to compare on a CPU without it; the x64 test above fails there instead.
            }

            Random random = new Random(5);
            for (int i = 0; i < 10_000; i++)
            {
                uint a = (uint)random.Next() ^ ((uint)random.Next() << 16);
                ulong b = (uint)random.Next() ^ ((uint)random.Next() << 16);
                ulong expected = 0;
                for (int bit = 0; bit < 32; bit++)
                {
                    if ((a & (1u << bit)) != 0)
                    {
                        expected ^= b << bit;
                    }
                }

                Assert.Equal(expected, Crc32CInstruction.CarrylessMultiply(a, b));
            }
        }

        [Fact]
        public void Step_TakesEightBytesLittleEndian_AsTheReferenceTakesThemOneByOne()
        {
            if (!Crc32CInstruction.IsSupported)
            {
                return; // No instruction to check; the x64 test above fails where one is expected.
            }

            byte[] bytes = new Random(8).NextBytesArray(8);
            Assert.Equal((ulong)Crc32CBitwiseReference.UpdateRegister(0x12345678, bytes), Crc32CInstruction.Step(0x12345678UL, BitConverter.ToUInt64(bytes, 0)));
            Assert.Equal(Crc32CBitwiseReference.UpdateRegister(0x12345678, bytes.AsSpan(0, 1)), Crc32CInstruction.Step(0x12345678u, bytes[0]));
        }
    }
}
#endif
