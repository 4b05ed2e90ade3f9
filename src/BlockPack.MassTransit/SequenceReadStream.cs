using System;
using System.Buffers;
using System.IO;

namespace BlockPack.MassTransit
{
    /// <summary>A read-only, seekable <see cref="Stream"/> over a <see cref="ReadOnlySequence{T}"/>, without copying it.</summary>
    internal sealed class SequenceReadStream : Stream
    {
        private readonly ReadOnlySequence<byte> sequence;
        private long position;

        internal SequenceReadStream(ReadOnlySequence<byte> sequence) => this.sequence = sequence;

        /// <inheritdoc/>
        public override bool CanRead => true;

        /// <inheritdoc/>
        public override bool CanSeek => true;

        /// <inheritdoc/>
        public override bool CanWrite => false;

        /// <inheritdoc/>
        public override long Length => this.sequence.Length;

        /// <inheritdoc/>
        public override long Position
        {
            get => this.position;
            set => this.position = value >= 0 ? value : throw new ArgumentOutOfRangeException(nameof(value), value, "The position cannot be negative.");
        }

        /// <inheritdoc/>
        public override int Read(byte[] buffer, int offset, int count) => this.Read(buffer.AsSpan(offset, count));

        /// <inheritdoc/>
        public override int Read(Span<byte> buffer)
        {
            if (this.position >= this.sequence.Length)
            {
                return 0;
            }

            ReadOnlySequence<byte> rest = this.sequence.Slice(this.position);
            int count = (int)Math.Min(buffer.Length, rest.Length);
            rest.Slice(0, count).CopyTo(buffer);
            this.position += count;
            return count;
        }

        /// <inheritdoc/>
        public override long Seek(long offset, SeekOrigin origin)
        {
            this.Position = origin switch
            {
                SeekOrigin.Begin => offset,
                SeekOrigin.Current => this.position + offset,
                SeekOrigin.End => this.sequence.Length + offset,
                _ => throw new ArgumentOutOfRangeException(nameof(origin), origin, "Unknown seek origin."),
            };
            return this.position;
        }

        /// <inheritdoc/>
        public override void Flush()
        {
        }

        /// <inheritdoc/>
        public override void SetLength(long value) => throw new NotSupportedException("The message body stream is read-only.");

        /// <inheritdoc/>
        public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException("The message body stream is read-only.");
    }
}
