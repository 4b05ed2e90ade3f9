using System;
using System.Linq;

namespace BlockPack.Orleans.Tests.Model
{
    /// <summary>A large value: a title and a body of repetitive text, as reports and documents are.</summary>
    [MessagePackObject]
    public sealed class Report
    {
        [Key(0)] public string Title { get; set; } = "";

        [Key(1)] public byte[] Body { get; set; } = Array.Empty<byte>();

        /// <summary>A report whose body is <paramref name="length"/> bytes of text that LZ4 compresses well but not trivially.</summary>
        public static Report Create(int length, int seed = 1)
        {
            var body = new byte[length];
            var random = new Random(seed);
            byte[][] words = Enumerable.Range(0, 64).Select(i => System.Text.Encoding.ASCII.GetBytes($"word{i * 7919 % 1000} ")).ToArray();
            int position = 0;
            while (position < length)
            {
                byte[] word = words[random.Next(words.Length)];
                int count = Math.Min(word.Length, length - position);
                Array.Copy(word, 0, body, position, count);
                position += count;
            }

            return new Report { Title = $"report of {length} bytes", Body = body };
        }

        public override bool Equals(object? obj) => obj is Report other && this.Title == other.Title && this.Body.AsSpan().SequenceEqual(other.Body);

        public override int GetHashCode() => this.Body.Length;
    }
}
