using System.Collections.Generic;
using System.Text;

namespace BlockPack.Tests
{
    /// <summary>Texts for the tests of the short-string paths, which copy several chars per load.</summary>
    internal static class ShortTexts
    {
        /// <summary>Every length from 0 to <paramref name="maximum"/>, as xunit member data.</summary>
        internal static IEnumerable<object[]> Lengths(int maximum)
        {
            for (int length = 0; length <= maximum; length++)
            {
                yield return new object[] { length };
            }
        }

        /// <summary>Printable ASCII with no two neighbouring chars alike, so a char copied to the wrong place shows.</summary>
        internal static string Distinct(int length)
        {
            var text = new StringBuilder(length);
            for (int i = 0; i < length; i++)
            {
                text.Append((char)(' ' + ((i * 7) % 95)));
            }

            return text.ToString();
        }
    }
}
