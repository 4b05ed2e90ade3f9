using System;
using System.Buffers;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using BlockPack.Buffers;

namespace BlockPack
{
    /// <content>Stream overloads. Streams are read into pooled 64 KB segments, never into one large array.</content>
    public static partial class MessagePackSerializer
    {
        private const int StreamReadChunk = 64 * 1024;

        /// <summary>Serializes a value to a stream.</summary>
        /// <typeparam name="T">The type to serialize as.</typeparam>
        /// <param name="stream">The stream to write to; left open.</param>
        /// <param name="value">The value.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Checked between values by formatters that honour it.</param>
        /// <exception cref="MessagePackSerializationException">The value could not be serialized.</exception>
        public static void Serialize<T>(Stream stream, T value, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
        {
            if (stream is null)
            {
                throw new ArgumentNullException(nameof(stream));
            }

            using SegmentedBuffer buffer = SegmentedBuffer.Rent();
            Serialize(buffer, value, options, cancellationToken);
            foreach (ReadOnlyMemory<byte> segment in buffer.AsReadOnlySequence())
            {
                cancellationToken.ThrowIfCancellationRequested();
                WriteToStream(stream, segment);
            }
        }

        /// <summary>Serializes a value to a stream asynchronously.</summary>
        /// <typeparam name="T">The type to serialize as.</typeparam>
        /// <param name="stream">The stream to write to; left open.</param>
        /// <param name="value">The value.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Cancels the write.</param>
        /// <returns>A task that completes when the bytes are written.</returns>
        /// <exception cref="MessagePackSerializationException">The value could not be serialized.</exception>
        public static async Task SerializeAsync<T>(Stream stream, T value, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
        {
            if (stream is null)
            {
                throw new ArgumentNullException(nameof(stream));
            }

            using SegmentedBuffer buffer = SegmentedBuffer.Rent();
            Serialize(buffer, value, options, cancellationToken);
            foreach (ReadOnlyMemory<byte> segment in buffer.AsReadOnlySequence())
            {
#if NETSTANDARD2_0
                byte[] copy = segment.ToArray();
                await stream.WriteAsync(copy, 0, copy.Length, cancellationToken).ConfigureAwait(false);
#else
                await stream.WriteAsync(segment, cancellationToken).ConfigureAwait(false);
#endif
            }
        }

        /// <summary>
        /// Deserializes one value from a stream. The stream is read to its end; when it can seek, its position is
        /// left just after the value, so several values can be read from one stream in turn.
        /// </summary>
        /// <typeparam name="T">The type to deserialize.</typeparam>
        /// <param name="stream">The stream to read.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Cancels the read.</param>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The data is malformed or does not fit <typeparamref name="T"/>.</exception>
        public static T Deserialize<T>(Stream stream, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
        {
            if (stream is null)
            {
                throw new ArgumentNullException(nameof(stream));
            }

            long start = stream.CanSeek ? stream.Position : -1;
            using SegmentedBuffer buffer = SegmentedBuffer.Rent();
            while (true)
            {
                cancellationToken.ThrowIfCancellationRequested();
                Span<byte> span = buffer.GetSpan(StreamReadChunk);
                int read = ReadFromStream(stream, span);
                if (read == 0)
                {
                    break;
                }

                buffer.Advance(read);
            }

            return DeserializeFromBufferedStream<T>(stream, start, buffer, options, cancellationToken);
        }

        /// <summary>Deserializes one value from a stream asynchronously. See <see cref="Deserialize{T}(Stream, MessagePackSerializerOptions?, CancellationToken)"/>.</summary>
        /// <typeparam name="T">The type to deserialize.</typeparam>
        /// <param name="stream">The stream to read.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Cancels the read.</param>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The data is malformed or does not fit <typeparamref name="T"/>.</exception>
        public static async ValueTask<T> DeserializeAsync<T>(Stream stream, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
        {
            if (stream is null)
            {
                throw new ArgumentNullException(nameof(stream));
            }

            long start = stream.CanSeek ? stream.Position : -1;
            using SegmentedBuffer buffer = SegmentedBuffer.Rent();
            while (true)
            {
                Memory<byte> memory = buffer.GetMemory(StreamReadChunk);
#if NETSTANDARD2_0
                byte[] chunk = ArrayPool<byte>.Shared.Rent(memory.Length);
                int read;
                try
                {
                    read = await stream.ReadAsync(chunk, 0, memory.Length, cancellationToken).ConfigureAwait(false);
                    chunk.AsSpan(0, read).CopyTo(memory.Span);
                }
                finally
                {
                    ArrayPool<byte>.Shared.Return(chunk);
                }
#else
                int read = await stream.ReadAsync(memory, cancellationToken).ConfigureAwait(false);
#endif
                if (read == 0)
                {
                    break;
                }

                buffer.Advance(read);
            }

            return DeserializeFromBufferedStream<T>(stream, start, buffer, options, cancellationToken);
        }

        private static T DeserializeFromBufferedStream<T>(Stream stream, long start, SegmentedBuffer buffer, MessagePackSerializerOptions? options, CancellationToken cancellationToken)
        {
            T result = Deserialize<T>(buffer.AsReadOnlySequence(), options, out long consumed, cancellationToken);
            if (start >= 0)
            {
                // Leave a seekable stream just past the value, so a caller can read the next one.
                stream.Position = start + consumed;
            }

            return result;
        }

        private static int ReadFromStream(Stream stream, Span<byte> destination)
        {
#if NETSTANDARD2_0
            byte[] chunk = ArrayPool<byte>.Shared.Rent(destination.Length);
            try
            {
                int read = stream.Read(chunk, 0, destination.Length);
                chunk.AsSpan(0, read).CopyTo(destination);
                return read;
            }
            finally
            {
                ArrayPool<byte>.Shared.Return(chunk);
            }
#else
            return stream.Read(destination);
#endif
        }

        private static void WriteToStream(Stream stream, ReadOnlyMemory<byte> segment)
        {
#if NETSTANDARD2_0
            byte[] copy = ArrayPool<byte>.Shared.Rent(segment.Length);
            try
            {
                segment.Span.CopyTo(copy);
                stream.Write(copy, 0, segment.Length);
            }
            finally
            {
                ArrayPool<byte>.Shared.Return(copy);
            }
#else
            stream.Write(segment.Span);
#endif
        }
    }
}
