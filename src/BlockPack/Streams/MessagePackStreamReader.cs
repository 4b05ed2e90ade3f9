using System;
using System.Buffers;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using BlockPack.Buffers;
using BlockPack.Internal;
using BlockPack.Streams;

namespace BlockPack
{
    /// <summary>
    /// Reads one MessagePack value after another from a <see cref="Stream"/> (a socket, a pipe, a file of concatenated
    /// messages), returning each as soon as all of its bytes have arrived, without reading further than it must.
    /// </summary>
    /// <remarks>
    /// <para>
    /// A value comes back as its raw bytes; pass them to
    /// <see cref="MessagePackSerializer.Deserialize{T}(in ReadOnlySequence{byte}, MessagePackSerializerOptions?, CancellationToken)"/>.
    /// A compressed message (<see cref="MessagePackCompression.Lz4Block"/>'s ext 99, or
    /// <see cref="MessagePackCompression.Lz4BlockArray"/>'s array whose first item is ext 98) is one MessagePack value,
    /// so it comes back whole; deserialize it with options carrying the compression.
    /// </para>
    /// <para>
    /// Data is read into pooled 64 KB segments (never one growing array, never the Large Object Heap) that go back to
    /// the pool once the values in them have been consumed, and all of them on <see cref="Dispose()"/>. A declared
    /// length or count is never allocated for: memory grows only with the bytes the stream delivers, up to
    /// <see cref="MaximumMessageSize"/> per value. Nesting costs no stack while framing; the depth limit of
    /// <see cref="MessagePackSecurity"/> applies when the value is deserialized.
    /// </para>
    /// <para>
    /// Not thread-safe: call one member at a time and let each call (including its task) finish before the next.
    /// </para>
    /// <para>
    /// As MessagePack-CSharp's reader, <see cref="ReadAsync(CancellationToken)"/> returns <see langword="null"/> when
    /// the stream ends inside a value, whose bytes then stay in <see cref="RemainingBytes"/>; set
    /// <see cref="ThrowOnIncompleteMessage"/> to have a truncated last message reported as an error instead. The header
    /// methods and <see cref="ReadArrayAsync(CancellationToken)"/> throw <see cref="EndOfStreamException"/> when the
    /// stream ends early, as MessagePack-CSharp's do.
    /// </para>
    /// </remarks>
    public partial class MessagePackStreamReader : IDisposable
    {
        /// <summary>The default <see cref="MaximumMessageSize"/>: 1 GiB.</summary>
        public const long DefaultMaximumMessageSize = 1L << 30;

        private readonly Stream stream;
        private readonly bool leaveOpen;
        private SegmentedBuffer? buffer;

        // Where the bytes not yet handed out begin. The data before it is kept until the next call, because the value
        // last returned lives there; that call gives the segments holding it back to the pool.
        private long unconsumedStart;

        // How many bytes this reader took from the stream before unconsumedStart, and how many values it returned:
        // the coordinates error messages give.
        private long streamOffset;
        private long valuesRead;
        private MessageBoundaryScanner scanner;
        private long maximumMessageSize = DefaultMaximumMessageSize;
        private bool throwOnIncompleteMessage;

        /// <summary>Initializes a new instance of the <see cref="MessagePackStreamReader"/> class that disposes <paramref name="stream"/> when it is disposed.</summary>
        /// <param name="stream">The stream to read from.</param>
        /// <exception cref="ArgumentNullException"><paramref name="stream"/> is <see langword="null"/>.</exception>
        public MessagePackStreamReader(Stream stream)
            : this(stream, leaveOpen: false)
        {
        }

        /// <summary>Initializes a new instance of the <see cref="MessagePackStreamReader"/> class.</summary>
        /// <param name="stream">The stream to read from.</param>
        /// <param name="leaveOpen">
        /// <see langword="true"/> to leave <paramref name="stream"/> open when this reader is disposed;
        /// <see langword="false"/> to dispose it too.
        /// </param>
        /// <exception cref="ArgumentNullException"><paramref name="stream"/> is <see langword="null"/>.</exception>
        /// <remarks>
        /// MessagePack-CSharp has a third constructor taking a <c>SequencePool</c>, the pool its buffers come from.
        /// BlockPack's buffers always come from its process-wide pool of 64 KB segments, so there is nothing to choose.
        /// </remarks>
        public MessagePackStreamReader(Stream stream, bool leaveOpen)
        {
            this.stream = stream ?? throw new ArgumentNullException(nameof(stream));
            this.leaveOpen = leaveOpen;
            this.buffer = SegmentedBuffer.Rent();
        }

        /// <summary>
        /// Gets the bytes read from the stream after the last value or header this reader returned: the start of the
        /// next value, or, once the stream has ended, what was left over. Valid until the next call on this reader.
        /// </summary>
        /// <exception cref="ObjectDisposedException">The reader is disposed.</exception>
        public ReadOnlySequence<byte> RemainingBytes => this.Buffer.AsReadOnlySequence().Slice(this.unconsumedStart);

        /// <summary>
        /// Gets or sets the most bytes one value may take. A longer value, complete or still arriving, fails with
        /// <see cref="MessagePackSerializationException"/> once that many bytes of it are buffered, so a peer cannot
        /// make the reader hold more. Defaults to <see cref="DefaultMaximumMessageSize"/> (1 GiB). MessagePack-CSharp's
        /// reader has no such limit.
        /// </summary>
        /// <exception cref="ArgumentOutOfRangeException">The value set is less than 1.</exception>
        public long MaximumMessageSize
        {
            get => this.maximumMessageSize;
            set
            {
                if (value < 1)
                {
                    throw new ArgumentOutOfRangeException(nameof(value), value, "The maximum message size must be at least 1 byte.");
                }

                this.maximumMessageSize = value;
            }
        }

        /// <summary>
        /// Gets or sets a value indicating whether a stream that ends inside a value is an error. By default, as in
        /// MessagePack-CSharp, <see cref="ReadAsync(CancellationToken)"/> then returns <see langword="null"/>, exactly as
        /// for a stream that ended cleanly, and the caller can tell the two apart only by a non-empty
        /// <see cref="RemainingBytes"/>. When <see langword="true"/>, it throws <see cref="EndOfStreamException"/>
        /// instead (the bytes still stay in <see cref="RemainingBytes"/>), so a truncated last message cannot pass
        /// unnoticed.
        /// </summary>
        public bool ThrowOnIncompleteMessage
        {
            get => this.throwOnIncompleteMessage;
            set => this.throwOnIncompleteMessage = value;
        }

        private SegmentedBuffer Buffer => this.buffer ?? throw new ObjectDisposedException(nameof(MessagePackStreamReader));

        /// <summary>Reads the next whole top-level MessagePack value.</summary>
        /// <param name="cancellationToken">Cancels the wait for more data. Nothing is lost: a later call continues.</param>
        /// <returns>
        /// The value's bytes, or <see langword="null"/> when the stream ended before a whole value arrived: cleanly,
        /// right after the previous value (<see cref="RemainingBytes"/> is empty), or inside a value, whose bytes are then
        /// in <see cref="RemainingBytes"/>. The sequence is valid until the next call on this reader or its disposal,
        /// whichever comes first.
        /// </returns>
        /// <exception cref="MessagePackSerializationException">
        /// The data is not MessagePack, or the value is longer than <see cref="MaximumMessageSize"/>.
        /// </exception>
        /// <exception cref="EndOfStreamException">
        /// <see cref="ThrowOnIncompleteMessage"/> is <see langword="true"/> and the stream ended inside the value.
        /// </exception>
        /// <exception cref="ObjectDisposedException">The reader is disposed.</exception>
        public async ValueTask<ReadOnlySequence<byte>?> ReadAsync(CancellationToken cancellationToken)
        {
            this.RecycleConsumedData();
            while (true)
            {
                cancellationToken.ThrowIfCancellationRequested();
                if (this.TryTakeValue(out ReadOnlySequence<byte> value))
                {
                    return value;
                }

                if (!await this.TryReadMoreAsync(cancellationToken).ConfigureAwait(false))
                {
                    long leftOver = this.RemainingBytes.Length;
                    if (leftOver == 0 || !this.throwOnIncompleteMessage)
                    {
                        return null;
                    }

                    ThrowHelper.ThrowStreamEndedInsideValue(this.valuesRead + 1, this.streamOffset, leftOver);
                }
            }
        }

        /// <summary>
        /// Forgets every byte read from the stream but not yet returned, so that the next read starts with what the
        /// stream delivers next. For after the caller repositioned the stream.
        /// </summary>
        /// <exception cref="ObjectDisposedException">The reader is disposed.</exception>
        public void DiscardBufferedData()
        {
            SegmentedBuffer data = this.Buffer;
            this.streamOffset += data.Length - this.unconsumedStart;
            data.Reset();
            this.unconsumedStart = 0;
            this.scanner.Reset();
        }

        /// <summary>
        /// Gives the buffered memory back to the pool and, unless the reader was made with <c>leaveOpen: true</c>,
        /// disposes the stream. Sequences this reader returned must not be used afterwards. Calling it again does nothing.
        /// </summary>
        /// <remarks>
        /// Like every member, not to be called while another call is in progress: to abandon a read that is waiting
        /// for data, cancel it and dispose the reader once its task has finished.
        /// </remarks>
        public void Dispose()
        {
            this.Dispose(true);
            GC.SuppressFinalize(this);
        }

        /// <summary>Releases the buffers and, unless asked to leave it open, the stream.</summary>
        /// <param name="disposing"><see langword="true"/> when called from <see cref="Dispose()"/>.</param>
        protected virtual void Dispose(bool disposing)
        {
            if (!disposing || this.buffer is null)
            {
                return;
            }

            this.buffer.Dispose();
            this.buffer = null;
            if (!this.leaveOpen)
            {
                this.stream.Dispose();
            }
        }

        /// <summary>Takes the next value from the buffered bytes if all of it has arrived.</summary>
        private bool TryTakeValue(out ReadOnlySequence<byte> value)
        {
            ReadOnlySequence<byte> unconsumed = this.RemainingBytes;
            value = default;
            if (unconsumed.IsEmpty)
            {
                return false;
            }

            long length;
            bool complete;
            try
            {
                complete = this.scanner.TryFindEnd(unconsumed, out length);
            }
            catch (MessagePackSerializationException ex)
            {
                throw ThrowHelper.InvalidStreamValue(this.valuesRead + 1, this.streamOffset, ex);
            }

            long size = complete ? length : unconsumed.Length;
            if (size > this.maximumMessageSize)
            {
                ThrowHelper.ThrowStreamValueTooLarge(this.valuesRead + 1, this.streamOffset, size, complete, this.maximumMessageSize);
            }

            if (!complete)
            {
                return false;
            }

            value = unconsumed.Slice(0, length);
            this.Consume(length);
            this.valuesRead++;
            return true;
        }

        /// <summary>Marks <paramref name="length"/> more bytes as handed out; they stay in memory until the next call.</summary>
        private void Consume(long length)
        {
            this.unconsumedStart += length;
            this.streamOffset += length;
            this.scanner.Reset();
        }

        /// <summary>Gives back the segments holding only data handed out by earlier calls, which callers can no longer use.</summary>
        private void RecycleConsumedData()
        {
            SegmentedBuffer data = this.Buffer;
            if (this.unconsumedStart == data.Length)
            {
                // The common case between messages: nothing is left over, and the emptied buffer keeps one segment.
                data.Reset();
                this.unconsumedStart = 0;
            }
            else
            {
                this.unconsumedStart -= data.ReleaseConsumedSegments(this.unconsumedStart);
            }
        }

        /// <summary>Appends whatever the stream delivers in one read (up to the rest of the current segment).</summary>
        /// <returns><see langword="false"/> at the end of the stream.</returns>
        private async ValueTask<bool> TryReadMoreAsync(CancellationToken cancellationToken)
        {
            SegmentedBuffer data = this.Buffer;

            // No size hint: the read fills the rest of the current segment, so small reads (a socket's packets) share
            // segments instead of each taking a fresh 64 KB one.
            Memory<byte> memory = data.GetMemory();
            int read = await StreamSegmentTransfer.ReadAsync(this.stream, memory, cancellationToken).ConfigureAwait(false);
            data.Advance(read);
            return read > 0;
        }
    }
}
