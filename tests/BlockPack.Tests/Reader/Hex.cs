using System;
using System.Globalization;

namespace BlockPack.Tests.Reader
{
    /// <summary>Turns hand-written hex ("d9 02 61 62", "c4-00") into bytes.</summary>
    internal static class Hex
    {
        public static byte[] Parse(string hex)
        {
            string digits = hex.Replace(" ", string.Empty, StringComparison.Ordinal).Replace("-", string.Empty, StringComparison.Ordinal);
            if (digits.Length % 2 != 0)
            {
                throw new ArgumentException($"Odd number of hex digits in '{hex}'.", nameof(hex));
            }

            byte[] bytes = new byte[digits.Length / 2];
            for (int i = 0; i < bytes.Length; i++)
            {
                bytes[i] = byte.Parse(digits.AsSpan(i * 2, 2), NumberStyles.HexNumber, CultureInfo.InvariantCulture);
            }

            return bytes;
        }

        public static string Format(ReadOnlySpan<byte> bytes) => Convert.ToHexString(bytes).ToLowerInvariant();
    }
}
