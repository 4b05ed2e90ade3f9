using System.Collections.Generic;
using System.Linq;

namespace BlockPack.Orleans.Tests.Model
{
    /// <summary>
    /// A large value made of many paragraphs, none of which is itself a large object: what the codec allocates for it
    /// can be told apart from what the value needs.
    /// </summary>
    [MessagePackObject]
    public sealed class Document
    {
        [Key(0)] public string Title { get; set; } = "";

        [Key(1)] public List<string> Paragraphs { get; set; } = new();

        /// <summary>A document of about <paramref name="utf8Length"/> bytes of ASCII text in paragraphs of 16,000 characters.</summary>
        public static Document Create(int utf8Length)
        {
            const int ParagraphLength = 16_000;
            var paragraphs = new List<string>(utf8Length / ParagraphLength + 1);
            int left = utf8Length;
            int index = 0;
            while (left > 0)
            {
                int length = System.Math.Min(ParagraphLength, left);
                string stem = $"paragraph {index} says {index * 31 % 997} things; ";
                paragraphs.Add(string.Concat(Enumerable.Repeat(stem, length / stem.Length + 1)).Substring(0, length));
                left -= length;
                index++;
            }

            return new Document { Title = $"document of {utf8Length} bytes", Paragraphs = paragraphs };
        }

        public override bool Equals(object? obj) => obj is Document other && this.Title == other.Title && this.Paragraphs.SequenceEqual(other.Paragraphs);

        public override int GetHashCode() => this.Paragraphs.Count;
    }
}
