using System;
using System.Buffers;
using System.Collections.Generic;

namespace BlockPack.SignalR.Tests
{
    /// <summary>Builds a <see cref="ReadOnlySequence{T}"/> whose segments break where a test wants.</summary>
    public static class Segments
    {
        public static ReadOnlySequence<byte> Split(byte[] bytes, params int[] cuts)
        {
            var pieces = new List<ReadOnlyMemory<byte>>();
            int start = 0;
            foreach (int cut in cuts)
            {
                pieces.Add(bytes.AsMemory(start, cut - start));
                start = cut;
            }

            pieces.Add(bytes.AsMemory(start));
            Segment first = new(pieces[0]);
            Segment last = first;
            for (int i = 1; i < pieces.Count; i++)
            {
                last = last.Append(pieces[i]);
            }

            return new ReadOnlySequence<byte>(first, 0, last, last.Memory.Length);
        }

        private sealed class Segment : ReadOnlySequenceSegment<byte>
        {
            public Segment(ReadOnlyMemory<byte> memory) => this.Memory = memory;

            public Segment Append(ReadOnlyMemory<byte> memory)
            {
                var next = new Segment(memory) { RunningIndex = this.RunningIndex + this.Memory.Length };
                this.Next = next;
                return next;
            }
        }
    }
}
