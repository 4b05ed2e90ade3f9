using System;
using System.Buffers;
using BlockPack.Buffers;

namespace BlockPack.Tests.Compression
{
    public class SegmentedBufferTests
    {
        [Fact]
        public void Small_writes_fill_64KB_segments_and_read_back_in_order()
        {
            byte[] expected = Pattern(200_000);
            using SegmentedBuffer buffer = SegmentedBuffer.Rent();
            for (int offset = 0; offset < expected.Length; offset += 1000)
            {
                int count = Math.Min(1000, expected.Length - offset);
                Span<byte> span = buffer.GetSpan(count);
                expected.AsSpan(offset, count).CopyTo(span);
                buffer.Advance(count);
            }

            Assert.Equal(200_000, buffer.Length);
            ReadOnlySequence<byte> sequence = buffer.AsReadOnlySequence();
            Assert.Equal(200_000, sequence.Length);
            Assert.Equal(expected, sequence.ToArray());
            Assert.Equal(expected, buffer.ToArray());

            // 1000-byte writes: 65 fit in 64 KB (65,000 bytes), so segments hold 65,000 bytes each.
            int segmentCount = 0;
            foreach (ReadOnlyMemory<byte> memory in sequence)
            {
                Assert.True(memory.Length <= SegmentPool.SegmentSize);
                segmentCount++;
            }

            Assert.Equal(4, segmentCount);
        }

        [Fact]
        public void GetSpan_without_hint_stops_at_64KB()
        {
            using SegmentedBuffer buffer = SegmentedBuffer.Rent();
            Assert.Equal(SegmentPool.SegmentSize, buffer.GetSpan().Length);
            buffer.Advance(SegmentPool.SegmentSize - 10);
            Assert.Equal(10, buffer.GetSpan(10).Length);
            Assert.Equal(SegmentPool.SegmentSize, buffer.GetSpan(11).Length);
        }

        [Fact]
        public void A_request_within_the_slack_uses_a_pooled_array_and_a_larger_one_uses_native_memory()
        {
            using SegmentedBuffer buffer = SegmentedBuffer.Rent();
            BufferDiagnostics.Reset();
            Span<byte> worstCaseBlock = buffer.GetSpan(SegmentPool.SegmentSize + 300);
            Assert.Equal(SegmentPool.ArrayLength, worstCaseBlock.Length);
            Assert.Equal(0, BufferDiagnostics.NativeBytes);
            buffer.Advance(SegmentPool.SegmentSize + 300);

            Span<byte> big = buffer.GetSpan(200_000);
            Assert.Equal(200_000, big.Length);
            Assert.Equal(200_000, BufferDiagnostics.NativeBytes);
            big[199_999] = 7;
            buffer.Advance(200_000);
            Assert.Equal(SegmentPool.SegmentSize + 300 + 200_000, buffer.Length);
            Assert.Equal(7, buffer.AsReadOnlySequence().Slice(buffer.Length - 1).First.Span[0]);
        }

        [Fact]
        public void An_untouched_segment_is_swapped_rather_than_left_empty_in_the_sequence()
        {
            using SegmentedBuffer buffer = SegmentedBuffer.Rent();
            buffer.GetSpan(10);
            buffer.GetSpan(100_000)[0] = 42;
            buffer.Advance(100_000);
            Assert.Equal(1, buffer.SegmentCount);
            Assert.True(buffer.AsReadOnlySequence().IsSingleSegment);
        }

        [Fact]
        public void Advance_past_the_span_throws()
        {
            using SegmentedBuffer buffer = SegmentedBuffer.Rent();
            buffer.GetSpan(10);
            Assert.Throws<ArgumentOutOfRangeException>(() => buffer.Advance(SegmentPool.ArrayLength + 1));
            Assert.Throws<ArgumentOutOfRangeException>(() => buffer.Advance(-1));

            // The span stopped at 64 KB; the pooled array's slack behind it was not handed out, so it cannot be claimed.
            Assert.Equal(SegmentPool.SegmentSize, buffer.GetSpan().Length);
            Assert.Throws<ArgumentOutOfRangeException>(() => buffer.Advance(SegmentPool.SegmentSize + 1));
            buffer.Advance(SegmentPool.SegmentSize);
        }

        [Fact]
        public void Reset_empties_and_dispose_is_idempotent()
        {
            SegmentedBuffer buffer = SegmentedBuffer.Rent();
            buffer.GetSpan(5);
            buffer.Advance(5);
            buffer.Reset();
            Assert.Equal(0, buffer.Length);
            Assert.True(buffer.AsReadOnlySequence().IsEmpty);
            Assert.Empty(buffer.ToArray());
            buffer.Dispose();
            buffer.Dispose();
            Assert.Throws<ObjectDisposedException>(() => buffer.GetSpan(1));
        }

        [Fact]
        public void CopyTo_rejects_a_short_destination()
        {
            using SegmentedBuffer buffer = SegmentedBuffer.Rent();
            buffer.GetSpan(5);
            buffer.Advance(5);
            Assert.Throws<ArgumentException>(() => buffer.CopyTo(new byte[4]));
        }

        internal static byte[] Pattern(int length)
        {
            byte[] result = new byte[length];
            for (int i = 0; i < result.Length; i++)
            {
                result[i] = (byte)((i * 31) ^ (i >> 8));
            }

            return result;
        }
    }
}
