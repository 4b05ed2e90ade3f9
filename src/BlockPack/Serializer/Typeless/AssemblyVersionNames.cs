using System.Globalization;
using System.Text;

namespace BlockPack.Serializer.Typeless
{
    /// <summary>
    /// Removes the version, culture and public key token of each assembly in an assembly-qualified name, generic
    /// arguments' included (what MessagePack-CSharp strips), for <see cref="MessagePackSerializerOptions.OmitAssemblyVersion"/>
    /// and <see cref="MessagePackSerializerOptions.AllowAssemblyVersionMismatch"/>: each non-overlapping match, from the
    /// left, of <c>, Version=\d+\.\d+\.\d+\.\d+, Culture=[\w-]+, PublicKeyToken=(?:null|[a-f0-9]{16})</c>, as
    /// <c>Regex.Replace</c> with that pattern does (<c>AssemblyVersionNamesTests</c> compares them).
    /// </summary>
    /// <remarks>
    /// Hand-written rather than a <c>Regex</c>: a static regex in the options kept the whole regular-expression engine
    /// (about 250 KB) in every NativeAOT app, and built it at startup.
    /// </remarks>
    internal static class AssemblyVersionNames
    {
        private const string VersionPrefix = ", Version=";
        private const string CulturePrefix = ", Culture=";
        private const string TokenPrefix = ", PublicKeyToken=";

        /// <summary>The name with every assembly version, culture and public key token removed.</summary>
        public static string WithoutVersions(string name)
        {
            int start = name.IndexOf(VersionPrefix, System.StringComparison.Ordinal);
            if (start < 0)
            {
                return name;
            }

            var result = new StringBuilder(name.Length);
            int copied = 0;
            while (start >= 0)
            {
                int end = MatchEnd(name, start);
                if (end < 0)
                {
                    start = name.IndexOf(VersionPrefix, start + 1, System.StringComparison.Ordinal);
                    continue;
                }

                result.Append(name, copied, start - copied);
                copied = end;
                start = name.IndexOf(VersionPrefix, end, System.StringComparison.Ordinal);
            }

            return copied == 0 ? name : result.Append(name, copied, name.Length - copied).ToString();
        }

        /// <summary>Where a match starting at <paramref name="start"/> ends, or -1 when there is none there.</summary>
        private static int MatchEnd(string name, int start)
        {
            int i = start + VersionPrefix.Length;
            for (int part = 0; part < 4; part++)
            {
                if (part != 0)
                {
                    if (i >= name.Length || name[i] != '.')
                    {
                        return -1;
                    }

                    i++;
                }

                int digits = i;
                while (i < name.Length && char.IsDigit(name[i]))
                {
                    i++;
                }

                if (i == digits)
                {
                    return -1;
                }
            }

            if (string.CompareOrdinal(name, i, CulturePrefix, 0, CulturePrefix.Length) != 0)
            {
                return -1;
            }

            i += CulturePrefix.Length;
            int culture = i;
            while (i < name.Length && (name[i] == '-' || IsWordChar(name[i])))
            {
                i++;
            }

            if (i == culture || string.CompareOrdinal(name, i, TokenPrefix, 0, TokenPrefix.Length) != 0)
            {
                return -1;
            }

            i += TokenPrefix.Length;
            if (string.CompareOrdinal(name, i, "null", 0, 4) == 0)
            {
                return i + 4;
            }

            for (int n = 0; n < 16; n++)
            {
                if (i + n >= name.Length || name[i + n] is not ((>= '0' and <= '9') or (>= 'a' and <= 'f')))
                {
                    return -1;
                }
            }

            return i + 16;
        }

        /// <summary>
        /// The regular expressions' <c>\w</c> in a character class: letters, nonspacing marks, decimal
        /// digits and connector punctuation (the zero-width joiners count only for <c>\b</c>).
        /// </summary>
        private static bool IsWordChar(char c)
        {
            switch (CharUnicodeInfo.GetUnicodeCategory(c))
            {
                case UnicodeCategory.UppercaseLetter:
                case UnicodeCategory.LowercaseLetter:
                case UnicodeCategory.TitlecaseLetter:
                case UnicodeCategory.ModifierLetter:
                case UnicodeCategory.OtherLetter:
                case UnicodeCategory.NonSpacingMark:
                case UnicodeCategory.DecimalDigitNumber:
                case UnicodeCategory.ConnectorPunctuation:
                    return true;
                default:
                    return false;
            }
        }
    }
}
