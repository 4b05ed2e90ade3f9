using System;
using System.Buffers;
using System.Collections.Generic;

namespace BlockPack.Tests.Compression
{
    /// <summary>
    /// An <see cref="IBufferWriter{T}"/> that hands out spans of exactly the requested size (at least 1 byte) and
    /// keeps every chunk separate, so code that writes past what it asked for, or advances past its span, fails.
    /// </summary>
    internal sealed class StrictBufferWriter : IBufferWriter<byte>
    {
        private readonly List<byte> written = new List<byte>();
        private byte[] current = Array.Empty<byte>();

        internal int LargestRequest { get; private set; }

        internal int Requests { get; private set; }

        internal byte[] WrittenBytes => this.written.ToArray();

        public void Advance(int count)
        {
            if (count < 0 || count > this.current.Length)
            {
                throw new InvalidOperationException($"Advance({count}) past a span of {this.current.Length} bytes.");
            }

            this.written.AddRange(new ArraySegment<byte>(this.current, 0, count));
            this.current = Array.Empty<byte>();
        }

        public Memory<byte> GetMemory(int sizeHint = 0)
        {
            this.LargestRequest = Math.Max(this.LargestRequest, sizeHint);
            this.Requests++;
            this.current = new byte[Math.Max(sizeHint, 1)];
            return this.current;
        }

        public Span<byte> GetSpan(int sizeHint = 0) => this.GetMemory(sizeHint).Span;
    }
}
