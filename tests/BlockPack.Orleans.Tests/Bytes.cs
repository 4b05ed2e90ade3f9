using System;
using System.Text;

namespace BlockPack.Orleans.Tests
{
    /// <summary>Looks for byte strings inside Orleans' output.</summary>
    internal static class Bytes
    {
        internal static bool Contains(ReadOnlySpan<byte> haystack, ReadOnlySpan<byte> needle) => haystack.IndexOf(needle) >= 0;

        internal static bool ContainsAscii(ReadOnlySpan<byte> haystack, string text) => Contains(haystack, Encoding.ASCII.GetBytes(text));
    }
}
