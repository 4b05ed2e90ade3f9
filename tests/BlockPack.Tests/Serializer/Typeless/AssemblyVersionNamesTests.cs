using System;
using System.Text;
using System.Text.RegularExpressions;
using BlockPack.Serializer.Typeless;

namespace BlockPack.Tests.Serializer.Typeless
{
    /// <summary>
    /// The hand-written version stripper removes exactly what <c>Regex.Replace</c> with MessagePack-CSharp's pattern
    /// removes: real assembly-qualified names, then many random strings built from the pattern's own pieces.
    /// </summary>
    public class AssemblyVersionNamesTests
    {
        private static readonly Regex Pattern = new(@", Version=\d+\.\d+\.\d+\.\d+, Culture=[\w-]+, PublicKeyToken=(?:null|[a-f0-9]{16})");

        [Theory]
        [InlineData("System.Collections.Generic.List`1[[System.Int32, System.Private.CoreLib, Version=10.0.0.0, Culture=neutral, PublicKeyToken=7cec85d7bea7798e]], System.Private.CoreLib, Version=10.0.0.0, Culture=neutral, PublicKeyToken=7cec85d7bea7798e")]
        [InlineData("App.Person, App, Version=1.2.3.4, Culture=en-US, PublicKeyToken=null")]
        [InlineData("App.Person, App, Version=1.2.3, Culture=neutral, PublicKeyToken=null")]
        [InlineData("App.Person, App, Version=1.2.3.4, Culture=neutral, PublicKeyToken=7CEC85D7BEA7798E")]
        [InlineData("App.Person, App, Version=1.2.3.4, Culture=neutral, PublicKeyToken=nullable")]
        [InlineData("App.Person, App")]
        [InlineData("")]
        public void Real_names_lose_what_the_regex_removes(string name) =>
            Assert.Equal(Pattern.Replace(name, string.Empty), AssemblyVersionNames.WithoutVersions(name));

        [Fact]
        public void Random_names_made_of_the_patterns_pieces_lose_exactly_what_the_regex_removes()
        {
            string[] pieces =
            {
                ", Version=", ", Culture=", ", PublicKeyToken=", "null", "7cec85d7bea7798e", "7cec85d7", "A", ".", ",", " ",
                "1", "10", "\u0663", "-", "_", "neutral", "en-US", "\u00e9", "\u0301", "\u0903", "\u200d", "=", "x", "f", "F",
            };
            var random = new Random(35);
            int removed = 0;
            for (int n = 0; n < 20_000; n++)
            {
                var name = new StringBuilder();
                int count = random.Next(1, 24);
                for (int i = 0; i < count; i++)
                {
                    // Mostly well-formed runs, so that matches (and near misses) are common.
                    name.Append(random.Next(4) == 0
                        ? pieces[random.Next(pieces.Length)]
                        : ", Version=1.0." + random.Next(3) + ".0" + pieces[random.Next(pieces.Length)] + ", Culture=" + pieces[random.Next(pieces.Length)] + ", PublicKeyToken=" + pieces[random.Next(pieces.Length)]);
                }

                string expected = Pattern.Replace(name.ToString(), string.Empty);
                Assert.Equal(expected, AssemblyVersionNames.WithoutVersions(name.ToString()));
                removed += expected.Length != name.Length ? 1 : 0;
            }

            Assert.True(removed > 1000, $"only {removed} names had a match");
        }
    }
}
