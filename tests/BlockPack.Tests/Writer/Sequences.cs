using System.Buffers;

namespace BlockPack.Tests.Writer
{
    /// <summary>Builds multi-segment <see cref="ReadOnlySequence{T}"/>s, so writers see real segment boundaries.</summary>
    internal static class Sequences
    {
        internal static ReadOnlySequence<byte> Of(params byte[][] segments)
        {
            var first = new Segment(segments[0], 0);
            Segment last = first;
            for (int i = 1; i < segments.Length; i++)
            {
                last = last.Append(segments[i]);
            }

            return new ReadOnlySequence<byte>(first, 0, last, last.Memory.Length);
        }

        /// <summary>Cuts <paramref name="data"/> into segments of <paramref name="segmentLength"/> bytes (the last may be shorter).</summary>
        internal static ReadOnlySequence<byte> Split(byte[] data, int segmentLength)
        {
            if (data.Length == 0)
            {
                return ReadOnlySequence<byte>.Empty;
            }

            int count = (data.Length + segmentLength - 1) / segmentLength;
            var segments = new byte[count][];
            for (int i = 0; i < count; i++)
            {
                int start = i * segmentLength;
                segments[i] = data[start..System.Math.Min(start + segmentLength, data.Length)];
            }

            return Of(segments);
        }

        private sealed class Segment : ReadOnlySequenceSegment<byte>
        {
            internal Segment(byte[] data, long runningIndex)
            {
                this.Memory = data;
                this.RunningIndex = runningIndex;
            }

            internal Segment Append(byte[] data)
            {
                var next = new Segment(data, this.RunningIndex + this.Memory.Length);
                this.Next = next;
                return next;
            }
        }
    }
}
