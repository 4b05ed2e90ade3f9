using System;
using System.Buffers;
using System.IO;
using MassTransit;

namespace BlockPack.MassTransit
{
    /// <summary>
    /// The body of a message being sent: the envelope is written on first use, into pooled 64 KB segments.
    /// <see cref="GetStream"/> reads those segments in place; <see cref="GetBytes"/> is the one body-sized copy, made
    /// because MassTransit's <see cref="MessageBody"/> hands transports a <see cref="byte"/> array (the RabbitMQ
    /// transport publishes the array it gets there), after which the segments go back to the pool.
    /// </summary>
    internal abstract class BlockPackMessageBody : MessageBody
    {
        private readonly object gate = new object();
        private PooledSegmentWriter? segments;
        private byte[]? bytes;
        private bool streamHandedOut;

        /// <inheritdoc/>
        public long? Length
        {
            get
            {
                lock (this.gate)
                {
                    return this.bytes?.Length ?? this.Written().Length;
                }
            }
        }

        /// <inheritdoc/>
        public Stream GetStream()
        {
            lock (this.gate)
            {
                if (this.bytes is not null)
                {
                    return new MemoryStream(this.bytes, writable: false);
                }

                var stream = new SequenceReadStream(this.Written().AsSequence());
                this.streamHandedOut = true;
                return stream;
            }
        }

        /// <inheritdoc/>
        public byte[] GetBytes()
        {
            lock (this.gate)
            {
                if (this.bytes is null)
                {
                    PooledSegmentWriter written = this.Written();
                    byte[] copy = new byte[written.Length];
                    written.CopyTo(copy);
                    this.bytes = copy;

                    // A stream handed out earlier still reads the segments: they are returned only if none was.
                    if (!this.streamHandedOut)
                    {
                        written.Dispose();
                    }

                    this.segments = null;
                }

                return this.bytes;
            }
        }

        /// <summary>Gets the body as base64, the text form of a binary body (<c>BlockPackMessageDeserializer.GetMessageBody</c> reads it back).</summary>
        /// <returns>The base64 text.</returns>
        public string GetString() => Convert.ToBase64String(this.GetBytes());

        /// <summary>Writes the whole envelope to <paramref name="output"/>.</summary>
        /// <param name="output">The destination.</param>
        protected abstract void Write(IBufferWriter<byte> output);

        private PooledSegmentWriter Written()
        {
            if (this.segments is null)
            {
                var output = new PooledSegmentWriter();
                try
                {
                    this.Write(output);
                }
                catch
                {
                    output.Dispose();
                    throw;
                }

                this.segments = output;
            }

            return this.segments;
        }
    }
}
