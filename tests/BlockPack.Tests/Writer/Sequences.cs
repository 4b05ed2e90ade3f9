using System.Buffers;

namespace BlockPack.Tests.Writer
{
    /// <summary>Builds multi-segment <see cref="ReadOnlySequence{T}"/>s, so writers see real segment boundaries.</summary>
    internal static class Sequences
    {
        internal static ReadOnlySequence<byte> Of(params byte[][] segments) => SegmentedSequence.Of(segments);

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
    }
}
