using System;
using System.Buffers;
using System.Threading;
using static BlockPack.Tests.Writer.WriterOutput;

namespace BlockPack.Tests.Writer
{
    /// <summary>Flush, Clone, GetSpan/Advance, WriteRaw and the writer's own state.</summary>
    public class WriterBufferTests
    {
        [Fact]
        public void Flush_makes_written_bytes_visible_in_the_buffer_writer()
        {
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(buffer);
            writer.Write(1);
            writer.Write(2);
            Assert.Equal(2, writer.WrittenCount);

            writer.Flush();
            Assert.Equal(Hex("01 02"), buffer.WrittenSpan.ToArray());

            writer.Write(300);
            writer.Flush();
            writer.Flush();
            Assert.Equal(Hex("01 02 CD 01 2C"), buffer.WrittenSpan.ToArray());
            Assert.Equal(5, writer.WrittenCount);
        }

        [Fact]
        public void Many_small_values_across_many_segments()
        {
            var buffer = new RecordingBufferWriter();
            var writer = new MessagePackWriter(buffer);
            for (int i = 0; i < 1000; i++)
            {
                writer.Write(i);
            }

            writer.Flush();

            var expected = new ArrayBufferWriter<byte>();
            for (int i = 0; i < 1000; i++)
            {
                // Computed from the spec by hand: 0..127 fixint, 128..255 uint8, 256..999 uint16.
                if (i < 128)
                {
                    expected.Write(new[] { (byte)i });
                }
                else if (i < 256)
                {
                    expected.Write(new byte[] { 0xCC, (byte)i });
                }
                else
                {
                    expected.Write(new byte[] { 0xCD, (byte)(i >> 8), (byte)i });
                }
            }

            Assert.Equal(expected.WrittenSpan.ToArray(), buffer.WrittenBytes);
        }

        [Fact]
        public void GetSpan_and_Advance_write_raw_bytes_in_order()
        {
            byte[] actual = Of((ref MessagePackWriter w) =>
            {
                w.WriteArrayHeader(2);
                Span<byte> span = w.GetSpan(3);
                Assert.True(span.Length >= 3);
                span[0] = 0xCD;
                span[1] = 0x12;
                span[2] = 0x34;
                w.Advance(3);
                Span<byte> any = w.GetSpan(0);
                Assert.False(any.IsEmpty);
                any[0] = 0xC3;
                w.Advance(1);
            });
            Assert.Equal(Hex("92 CD 12 34 C3"), actual);
        }

        [Fact]
        public void Advance_beyond_the_span_or_negative_is_rejected()
        {
            Assert.Throws<ArgumentOutOfRangeException>(() => Of((ref MessagePackWriter w) =>
            {
                Span<byte> span = w.GetSpan(4);
                w.Advance(span.Length + 1);
            }));
            Assert.Throws<ArgumentOutOfRangeException>(() => Of((ref MessagePackWriter w) =>
            {
                w.GetSpan(4);
                w.Advance(-1);
            }));
            Assert.Throws<ArgumentOutOfRangeException>(() => Of((ref MessagePackWriter w) => w.GetSpan(-1)));
        }

        [Fact]
        public void WriteRaw_copies_verbatim()
        {
            Assert.Equal(Hex("92 01 C0"), Of((ref MessagePackWriter w) => w.WriteRaw(Hex("92 01 C0"))));
            Assert.Equal(
                Hex("92 01 C0"),
                Of((ref MessagePackWriter w) => w.WriteRaw(Sequences.Of(new byte[] { 0x92 }, new byte[] { 0x01, 0xC0 }))));
        }

        [Fact]
        public void WriteRaw_copies_every_length_verbatim_after_any_prefix()
        {
            // Up to 16 bytes are copied with overlapping loads and stores chosen by length: every byte must land in its
            // place, whatever the length and wherever in the buffer the copy starts.
            for (int prefix = 0; prefix < 3; prefix++)
            {
                for (int length = 0; length <= 40; length++)
                {
                    byte[] data = new byte[length];
                    for (int i = 0; i < length; i++)
                    {
                        data[i] = (byte)(i + 1);
                    }

                    byte[] expected = new byte[prefix + length];
                    data.CopyTo(expected, prefix);
                    byte[] written = Of((ref MessagePackWriter w) =>
                    {
                        for (int i = 0; i < prefix; i++)
                        {
                            w.WriteRaw(new byte[] { 0 });
                        }

                        w.WriteRaw(data);
                    });
                    Assert.Equal(expected, written);
                }
            }
        }

        [Fact]
        public void Clone_keeps_settings_and_writes_to_its_own_buffer()
        {
            using var cancellation = new CancellationTokenSource();
            var first = new ArrayBufferWriter<byte>();
            var second = new ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(first) { OldSpec = true, CancellationToken = cancellation.Token, Depth = 3 };

            MessagePackWriter clone = writer.Clone(second);
            Assert.True(clone.OldSpec);
            Assert.Equal(cancellation.Token, clone.CancellationToken);
            Assert.Equal(0, clone.Depth);

            clone.Write(new string('a', 32)); // old spec: str16, not str8
            clone.Flush();
            writer.Write(true);
            writer.Flush();

            Assert.Equal(Hex("DA 00 20"), second.WrittenSpan.Slice(0, 3).ToArray());
            Assert.Equal(35, second.WrittenCount);
            Assert.Equal(Hex("C3"), first.WrittenSpan.ToArray());
        }

        [Fact]
        public void Depth_is_tracked_by_the_security_settings()
        {
            var writer = new MessagePackWriter(new ArrayBufferWriter<byte>());
            MessagePackSecurity security = MessagePackSecurity.TrustedData.WithMaximumObjectGraphDepth(2);
            security.DepthStep(ref writer);
            security.DepthStep(ref writer);
            Assert.Equal(2, writer.Depth);

            bool threw = false;
            try
            {
                security.DepthStep(ref writer);
            }
            catch (InsufficientExecutionStackException)
            {
                // MessagePack-CSharp's exception type for the depth limit.
                threw = true;
            }

            Assert.True(threw);
        }

        [Fact]
        public void Null_buffer_writer_is_rejected()
        {
            Assert.Throws<ArgumentNullException>(() => new MessagePackWriter(null!));
        }

        [Fact]
        public void Default_writer_reports_that_it_was_never_initialized()
        {
            Assert.Throws<InvalidOperationException>(() =>
            {
                MessagePackWriter writer = default;
                writer.WriteNil();
            });
        }

        [Fact]
        public void Buffer_writer_that_returns_too_little_is_reported()
        {
            Assert.Throws<InvalidOperationException>(() => Into(new StingyBufferWriter(), (ref MessagePackWriter w) => w.Write(long.MinValue)));
        }

        [Fact]
        public void Buffer_writer_that_returns_empty_spans_is_reported_by_WriteRaw()
        {
            // WriteRaw copies through as many spans as it takes; an empty one must stop it rather than loop or write nowhere.
            Assert.Throws<InvalidOperationException>(() => Into(new EmptyBufferWriter(), (ref MessagePackWriter w) => w.WriteRaw(new byte[10])));
        }

        /// <summary>Breaks the <see cref="IBufferWriter{T}"/> contract by always returning an empty buffer.</summary>
        private sealed class EmptyBufferWriter : IBufferWriter<byte>
        {
            public void Advance(int count)
            {
            }

            public Memory<byte> GetMemory(int sizeHint = 0) => Memory<byte>.Empty;

            public Span<byte> GetSpan(int sizeHint = 0) => Span<byte>.Empty;
        }

        /// <summary>Breaks the <see cref="IBufferWriter{T}"/> contract by returning 4 bytes whatever is asked for.</summary>
        private sealed class StingyBufferWriter : IBufferWriter<byte>
        {
            private readonly byte[] buffer = new byte[4];

            public void Advance(int count)
            {
            }

            public Memory<byte> GetMemory(int sizeHint = 0) => this.buffer;

            public Span<byte> GetSpan(int sizeHint = 0) => this.buffer;
        }
    }
}
