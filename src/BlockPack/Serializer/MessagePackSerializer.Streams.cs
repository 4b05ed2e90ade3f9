using System;
using System.Buffers;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using BlockPack.Buffers;

namespace BlockPack
{
    /// <content>
    /// Stream overloads. Both directions go through pooled 64 KB segments, never one array holding the whole payload:
    /// a value is serialized into segments that are then written one by one, and a stream is read into segments that
    /// are filled to the brim whatever size the stream's reads come in.
    /// </content>
    public static partial class MessagePackSerializer
    {
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
                StreamSegmentTransfer.Write(stream, segment);
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
                await StreamSegmentTransfer.WriteAsync(stream, segment, cancellationToken).ConfigureAwait(false);
            }
        }

        /// <summary>
        /// Deserializes one value from a stream. The stream is read to its end, as MessagePack-CSharp 3 does; when it
        /// can seek, its position is left just after the value, so several values can be read from one stream in turn.
        /// To read messages one at a time from a stream that stays open (a socket, a pipe), use
        /// <see cref="MessagePackStreamReader"/>, which reads no further than the value it returns.
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

            if (TryDeserializeFromMemoryStream(stream, options, cancellationToken, out T fromMemory))
            {
                return fromMemory;
            }

            long start = stream.CanSeek ? stream.Position : -1;
            using SegmentedBuffer buffer = SegmentedBuffer.Rent();
            while (true)
            {
                cancellationToken.ThrowIfCancellationRequested();
                int read = StreamSegmentTransfer.Read(stream, buffer.GetMemory());
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

            if (TryDeserializeFromMemoryStream(stream, options, cancellationToken, out T fromMemory))
            {
                return fromMemory;
            }

            long start = stream.CanSeek ? stream.Position : -1;
            using SegmentedBuffer buffer = SegmentedBuffer.Rent();
            while (true)
            {
                int read = await StreamSegmentTransfer.ReadAsync(stream, buffer.GetMemory(), cancellationToken).ConfigureAwait(false);
                if (read == 0)
                {
                    break;
                }

                buffer.Advance(read);
            }

            return DeserializeFromBufferedStream<T>(stream, start, buffer, options, cancellationToken);
        }

        /// <summary>
        /// Deserializes straight from a <see cref="MemoryStream"/>'s own array when it exposes it (as MessagePack-CSharp
        /// does): the bytes are in memory already, so copying them into segments would only cost time and memory.
        /// </summary>
        private static bool TryDeserializeFromMemoryStream<T>(Stream stream, MessagePackSerializerOptions? options, CancellationToken cancellationToken, out T result)
        {
            if (stream is MemoryStream memoryStream && memoryStream.TryGetBuffer(out ArraySegment<byte> array))
            {
                int start = (int)Math.Min(memoryStream.Position, memoryStream.Length);
                var unread = new ReadOnlySequence<byte>(array.Array!, array.Offset + start, (int)memoryStream.Length - start);
                result = Deserialize<T>(unread, options, out long consumed, cancellationToken);
                memoryStream.Position = start + consumed;
                return true;
            }

            result = default!;
            return false;
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
    }
}
