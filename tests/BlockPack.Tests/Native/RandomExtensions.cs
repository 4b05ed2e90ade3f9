using System;

namespace BlockPack.Tests.Native
{
    internal static class RandomExtensions
    {
        internal static byte[] NextBytesArray(this Random random, int length)
        {
            byte[] bytes = new byte[length];
            random.NextBytes(bytes);
            return bytes;
        }
    }
}
