using System;
using System.Buffers;
using System.Collections.Generic;
using System.Runtime.ExceptionServices;
using BlockPack.Buffers;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Framing;

namespace BlockPack.Compression.Parallel
{
    /// <summary>
    /// Decodes the frames of a large <c>ZstdBlockArray</c> frames payload on several threads: each frame is independent,
    /// so the threads (the caller's included) claim frames from one atomic cursor and stream each into pooled segment
    /// arrays of their own; the arrays are then appended to the output in frame order.
    /// </summary>
    /// <remarks>
    /// The threads share the frames through <see cref="WorkShare"/>, as <see cref="ParallelBlockDecoder"/> shares its
    /// segments: the caller decodes every frame no helper has claimed and waits only for frames a helper is decoding at
    /// that moment; helpers are queued only while a core is idle (<see cref="HelperBudget"/>). Frames are handled in batches of <see cref="BatchFrames"/> so that the bookkeeping stays small
    /// whatever the payload, and errors are reported for the lowest failing frame, as a sequential decode would.
    /// </remarks>
    internal static class ParallelFrameDecoder
    {
        private const int BatchFrames = 64;

        /// <summary>Decodes every frame into <paramref name="buffer"/>, in order.</summary>
        /// <param name="table">A reader at the table's first entry.</param>
        /// <param name="frames">A reader at the first frame; the header has been validated.</param>
        /// <param name="header">The validated header.</param>
        /// <param name="buffer">The output.</param>
        /// <param name="codec">The codec (thread-safe).</param>
        /// <param name="maxDegree">The most threads to use.</param>
        /// <param name="backOff">Whether helpers start only when a core is idle.</param>
        internal static void Decode(FramingReader table, FramingReader frames, in ZstdFramesHeader header, SegmentedBuffer buffer, IBlockCodec codec, int maxDegree, bool backOff = true)
        {
            if (backOff)
            {
                HelperBudget.EnterCaller();
            }

            try
            {
                ReadOnlySequence<byte> input = frames.Sequence;
                long offset = frames.Consumed;
                SequencePosition cursor = input.GetPosition(offset);
                FrameBatch batch = new FrameBatch((int)Math.Min(BatchFrames, header.FrameCount), codec);
                Frame[] slots = batch.Frames;
                long index = 0;
                while (index < header.FrameCount)
                {
                    int count = 0;
                    while (index < header.FrameCount && count < slots.Length)
                    {
                        BlockEntry entry = ZstdFramesReader.ReadEntry(ref table, header.IsChecked, index);
                        ReadOnlySequence<byte> source = input.Slice(cursor, entry.Compressed);
                        slots[count++] = new Frame { Source = source, Entry = entry, Index = index, Position = offset, Output = new PooledArrays() };
                        cursor = source.End;
                        offset += entry.Compressed;
                        index++;
                    }

                    WorkShare.Run(batch, count, maxDegree, backOff);
                    HandOver(slots, count, buffer);
                }
            }
            finally
            {
                if (backOff)
                {
                    HelperBudget.ExitCaller();
                }
            }
        }

        /// <summary>Appends every frame's arrays in order (even after a failure, so that disposing the buffer returns them), then throws for the first failure.</summary>
        private static void HandOver(Frame[] batch, int count, SegmentedBuffer buffer)
        {
            for (int f = 0; f < count; f++)
            {
                batch[f].Output!.AppendTo(buffer);
            }

            for (int f = 0; f < count; f++)
            {
                batch[f].Error?.Throw();
            }

            Array.Clear(batch, 0, count);
        }

        private struct Frame
        {
            internal ReadOnlySequence<byte> Source;
            internal BlockEntry Entry;
            internal long Index;
            internal long Position;
            internal PooledArrays? Output;
            internal ExceptionDispatchInfo? Error;
        }

        /// <summary>An output writer over pooled segment arrays, each filled before the next is rented.</summary>
        private sealed class PooledArrays : IBufferWriter<byte>
        {
            private readonly List<byte[]> arrays = new List<byte[]>();
            private int written;

            public void Advance(int count) => this.written += count;

            public Memory<byte> GetMemory(int sizeHint = 0) => this.Current(sizeHint).AsMemory(this.written);

            public Span<byte> GetSpan(int sizeHint = 0) => this.Current(sizeHint).AsSpan(this.written);

            /// <summary>Hands every array to <paramref name="buffer"/>, which returns them to the pool when disposed.</summary>
            internal void AppendTo(SegmentedBuffer buffer)
            {
                for (int i = 0; i < this.arrays.Count; i++)
                {
                    buffer.AppendFilled(this.arrays[i], i == this.arrays.Count - 1 ? this.written : this.arrays[i].Length);
                }

                this.arrays.Clear();
            }

            private byte[] Current(int sizeHint)
            {
                if (this.arrays.Count == 0 || this.written == this.arrays[this.arrays.Count - 1].Length || this.written + sizeHint > this.arrays[this.arrays.Count - 1].Length)
                {
                    if (this.arrays.Count > 0 && this.written != this.arrays[this.arrays.Count - 1].Length)
                    {
                        throw new InvalidOperationException("The frame decoder asks for spans of one byte; a partly filled array is never left behind.");
                    }

                    this.arrays.Add(SegmentPool.Rent());
                    this.written = 0;
                }

                return this.arrays[this.arrays.Count - 1];
            }
        }

        /// <summary>The frames of one batch, which the threads of <see cref="WorkShare"/> claim by index.</summary>
        private sealed class FrameBatch : IIndexedWork
        {
            private readonly IBlockCodec codec;

            internal FrameBatch(int capacity, IBlockCodec codec)
            {
                this.Frames = new Frame[capacity];
                this.codec = codec;
            }

            /// <summary>Gets the frames, refilled for each batch.</summary>
            internal Frame[] Frames { get; }

            /// <summary>Decodes one frame; records a failure instead of throwing.</summary>
            public void Run(int index)
            {
                ref Frame frame = ref this.Frames[index];
                try
                {
                    ZstdFramesReader.DecodeFrame(frame.Source, frame.Entry, frame.Index, frame.Position, this.codec, frame.Output!);
                }
                catch (Exception e)
                {
                    frame.Error = ExceptionDispatchInfo.Capture(e);
                }
            }
        }
    }
}
