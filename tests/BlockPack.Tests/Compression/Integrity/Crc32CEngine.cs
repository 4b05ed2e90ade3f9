using System;
using System.Collections.Generic;
using BlockPack.Compression.Integrity;

namespace BlockPack.Tests.Integrity
{
    /// <summary>
    /// Every CRC-32C engine of the library this test build can reach, each as a function from (raw register, bytes) to
    /// raw register, so every engine is tested directly rather than only the one <c>Crc32C</c> picks on this machine.
    /// </summary>
    internal static class Crc32CEngine
    {
        internal const string Dispatched = "dispatched";
        internal const string Table = "table";
        internal const string SingleStream = "hardware-single-stream";
        internal const string MultiStream = "hardware-multi-stream";

        /// <summary>
        /// Engine names for theories. The hardware engines exist only in the library's .NET 8+ builds; on this
        /// project's x64 machines (SSE4.2 and PCLMULQDQ) both run, and <c>Crc32CEngineTests</c> insists they do there.
        /// </summary>
        internal static IEnumerable<object[]> Names()
        {
            yield return new object[] { Dispatched };
            yield return new object[] { Table };
#if !LIBRARY_NETSTANDARD
            if (Crc32CSingleStream.IsSupported)
            {
                yield return new object[] { SingleStream };
            }

            if (Crc32CMultiStream.IsSupported)
            {
                yield return new object[] { MultiStream };
            }
#endif
        }

        /// <summary>The standard CRC-32C of <paramref name="data"/> by the named engine.</summary>
        internal static uint Compute(string engine, ReadOnlySpan<byte> data) => ~UpdateRegister(engine, 0xFFFFFFFF, data);

        /// <summary>The named engine's raw register after <paramref name="data"/>.</summary>
        internal static uint UpdateRegister(string engine, uint register, ReadOnlySpan<byte> data) => engine switch
        {
            Dispatched => ~Crc32C.Append(~register, data),
            Table => Crc32CTable.Update(register, data),
#if !LIBRARY_NETSTANDARD
            SingleStream => Crc32CSingleStream.Update(register, data),
            MultiStream => Crc32CMultiStream.Update(register, data),
#endif
            _ => throw new ArgumentOutOfRangeException(nameof(engine), engine, "no such engine in this build"),
        };
    }
}
