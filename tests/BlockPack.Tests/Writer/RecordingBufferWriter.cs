using System;
using System.Buffers;
using System.Collections.Generic;

namespace BlockPack.Tests.Writer
{
    /// <summary>
    /// An <see cref="IBufferWriter{T}"/> that records every size hint it is asked for and hands out a fresh segment per
    /// request, exactly <c>max(sizeHint, minimumSegment)</c> bytes long, so tests control where spans end.
    /// </summary>
    internal sealed class RecordingBufferWriter : IBufferWriter<byte>
    {
        private readonly int minimumSegment;
        private readonly List<byte> written = new List<byte>();
        private byte[] current = Array.Empty<byte>();

        internal RecordingBufferWriter(int minimumSegment = 1)
        {
            this.minimumSegment = minimumSegment;
        }

        /// <summary>Gets every size hint passed to GetSpan or GetMemory, in order.</summary>
        internal List<int> Requests { get; } = new List<int>();

        /// <summary>Gets every count passed to Advance, in order.</summary>
        internal List<int> Advances { get; } = new List<int>();

        internal byte[] WrittenBytes => this.written.ToArray();

        internal int LargestRequest => this.Requests.Count == 0 ? 0 : Max(this.Requests);

        public void Advance(int count)
        {
            if (count < 0 || count > this.current.Length)
            {
                throw new InvalidOperationException($"Advance({count}) past the {this.current.Length}-byte segment.");
            }

            this.Advances.Add(count);
            this.written.AddRange(new ArraySegment<byte>(this.current, 0, count));

            // Every segment is handed out once; writing into it after Advance would be a caller bug the test should see.
            this.current = Array.Empty<byte>();
        }

        public Memory<byte> GetMemory(int sizeHint = 0)
        {
            this.Requests.Add(sizeHint);
            this.current = new byte[Math.Max(Math.Max(sizeHint, this.minimumSegment), 1)];
            return this.current;
        }

        public Span<byte> GetSpan(int sizeHint = 0)
        {
            this.Requests.Add(sizeHint);
            this.current = new byte[Math.Max(Math.Max(sizeHint, this.minimumSegment), 1)];
            return this.current;
        }

        private static int Max(List<int> values)
        {
            int max = int.MinValue;
            foreach (int value in values)
            {
                max = Math.Max(max, value);
            }

            return max;
        }
    }
}
