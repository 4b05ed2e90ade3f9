using System;
using System.Buffers;
using System.Threading;
using BlockPack.Buffers;
using BlockPack.Compression;
using BlockPack.Compression.Parallel;
using BlockPack.Formatters;
using BlockPack.Serializer;

namespace BlockPack
{
    /// <summary>
    /// Serializes .NET values to MessagePack and back, optionally with LZ4 compression that is wire-compatible with
    /// MessagePack-CSharp.
    /// </summary>
    /// <remarks>
    /// Every method is thread-safe. Failures on bad input surface as <see cref="MessagePackSerializationException"/>
    /// naming the type being (de)serialized; the inner exception (when any) names the byte offset.
    /// </remarks>
    public static partial class MessagePackSerializer
    {
        private static MessagePackSerializerOptions defaultOptions = MessagePackSerializerOptions.Standard;

        /// <summary>
        /// Gets or sets the options used by the overloads that take none. Process-wide: prefer passing options
        /// explicitly in libraries, so one component's choice does not change another's output.
        /// </summary>
        public static MessagePackSerializerOptions DefaultOptions
        {
            get => Volatile.Read(ref defaultOptions);
            set => Volatile.Write(ref defaultOptions, value ?? throw new ArgumentNullException(nameof(value)));
        }

        /// <summary>Serializes a value to a new byte array.</summary>
        /// <typeparam name="T">The type to serialize as.</typeparam>
        /// <param name="value">The value.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Checked between values by formatters that honour it.</param>
        /// <returns>The serialized bytes.</returns>
        /// <exception cref="MessagePackSerializationException">The value could not be serialized.</exception>
        public static byte[] Serialize<T>(T value, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
        {
            options ??= DefaultOptions;
            CompressionDispatch? compression = options.CompressionDispatch;
            if (compression is null || IsFixedSizePrimitive<T>.Value)
            {
                return SerializePlainToArray(value, options, cancellationToken);
            }

            using SegmentedBuffer buffer = SegmentedBuffer.Rent();
            BlockCompressionPipeline? pipeline = compression.RentPipeline(options);
            try
            {
                if (pipeline is not null)
                {
                    buffer.ReportCompletedSegments(pipeline);
                }

                var msgpackWriter = new MessagePackWriter(buffer) { OldSpec = options.OldSpec ?? false, CancellationToken = cancellationToken };
                Serialize(ref msgpackWriter, value, options);
                msgpackWriter.Flush();
                return ToArrayCompressed(buffer, options, compression, pipeline);
            }
            finally
            {
                // Before the buffer goes back: workers may still be reading its segments.
                pipeline?.Return();
            }
        }

        /// <summary>
        /// The plain case of <see cref="Serialize{T}(T, MessagePackSerializerOptions?, CancellationToken)"/>: written into
        /// this thread's 64 KB scratch array first (a small value's fixed cost is then one copy into the result).
        /// </summary>
        private static byte[] SerializePlainToArray<T>(T value, MessagePackSerializerOptions options, CancellationToken cancellationToken)
        {
            PlainScratchWriter scratch = PlainScratchWriter.Rent();
            try
            {
                var msgpackWriter = new MessagePackWriter(scratch) { OldSpec = options.OldSpec ?? false, CancellationToken = cancellationToken };
                Serialize(ref msgpackWriter, value, options);
                msgpackWriter.Flush();
                return scratch.ToArray();
            }
            finally
            {
                scratch.Return();
            }
        }

        /// <summary>Serializes a value into a buffer writer.</summary>
        /// <typeparam name="T">The type to serialize as.</typeparam>
        /// <param name="writer">Where the bytes go.</param>
        /// <param name="value">The value.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Checked between values by formatters that honour it.</param>
        /// <exception cref="MessagePackSerializationException">The value could not be serialized.</exception>
        public static void Serialize<T>(IBufferWriter<byte> writer, T value, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
        {
            if (writer is null)
            {
                throw new ArgumentNullException(nameof(writer));
            }

            options ??= DefaultOptions;
            CompressionDispatch? compression = options.CompressionDispatch;
            if (compression is null || IsFixedSizePrimitive<T>.Value)
            {
                var msgpackWriter = new MessagePackWriter(writer) { OldSpec = options.OldSpec ?? false, CancellationToken = cancellationToken };
                Serialize(ref msgpackWriter, value, options);
                msgpackWriter.Flush();
                return;
            }

            SerializeCompressed(writer, value, options, compression, cancellationToken);
        }

        /// <summary>Serializes a value with an existing writer (for formatters and advanced callers).</summary>
        /// <typeparam name="T">The type to serialize as.</typeparam>
        /// <param name="writer">The writer; not flushed by this method.</param>
        /// <param name="value">The value.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <exception cref="MessagePackSerializationException">The value could not be serialized.</exception>
        public static void Serialize<T>(ref MessagePackWriter writer, T value, MessagePackSerializerOptions? options = null)
        {
            options ??= DefaultOptions;

            // A set OldSpec applies for this call only; the caller's writer gets its own setting back afterwards.
            bool originalOldSpec = writer.OldSpec;
            if (options.OldSpec is bool oldSpec)
            {
                writer.OldSpec = oldSpec;
            }

            try
            {
                FirstResolverFormatter<T>.Get(options.Resolver).Serialize(ref writer, value, options);
            }
            catch (Exception ex) when (ShouldWrap(ex))
            {
                throw new MessagePackSerializationException($"Failed to serialize {TypeName<T>()} value: {ex.Message}", ex);
            }
            finally
            {
                writer.OldSpec = originalOldSpec;
            }
        }

        /// <summary>Deserializes a value from memory that holds exactly one top-level value (extra bytes are ignored).</summary>
        /// <typeparam name="T">The type to deserialize.</typeparam>
        /// <param name="buffer">The MessagePack bytes.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Checked between values by formatters that honour it.</param>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The data is malformed or does not fit <typeparamref name="T"/>.</exception>
        public static T Deserialize<T>(ReadOnlyMemory<byte> buffer, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
            => Deserialize<T>(new ReadOnlySequence<byte>(buffer), options, out _, cancellationToken);

        /// <summary>Deserializes a value and reports how many bytes it took.</summary>
        /// <typeparam name="T">The type to deserialize.</typeparam>
        /// <param name="buffer">The MessagePack bytes.</param>
        /// <param name="bytesRead">The number of bytes of <paramref name="buffer"/> the value occupied.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Checked between values by formatters that honour it.</param>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The data is malformed or does not fit <typeparamref name="T"/>.</exception>
        public static T Deserialize<T>(ReadOnlyMemory<byte> buffer, out int bytesRead, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
        {
            T result = Deserialize<T>(new ReadOnlySequence<byte>(buffer), options, out long consumed, cancellationToken);
            bytesRead = checked((int)consumed);
            return result;
        }

        /// <summary>Deserializes a value from a (possibly multi-segment) sequence.</summary>
        /// <typeparam name="T">The type to deserialize.</typeparam>
        /// <param name="byteSequence">The MessagePack bytes.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Checked between values by formatters that honour it.</param>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The data is malformed or does not fit <typeparamref name="T"/>.</exception>
        public static T Deserialize<T>(in ReadOnlySequence<byte> byteSequence, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
            => Deserialize<T>(byteSequence, options, out _, cancellationToken);

        /// <summary>Deserializes a value with an existing reader (for formatters and advanced callers). No decompression.</summary>
        /// <typeparam name="T">The type to deserialize.</typeparam>
        /// <param name="reader">The reader positioned at the value.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The data is malformed or does not fit <typeparamref name="T"/>.</exception>
        public static T Deserialize<T>(ref MessagePackReader reader, MessagePackSerializerOptions? options = null)
        {
            options ??= DefaultOptions;
            try
            {
                return FirstResolverFormatter<T>.Get(options.Resolver).Deserialize(ref reader, options);
            }
            catch (Exception ex) when (ShouldWrap(ex))
            {
                throw new MessagePackSerializationException($"Failed to deserialize {TypeName<T>()} value: {ex.Message}", ex);
            }
        }

        private static T Deserialize<T>(in ReadOnlySequence<byte> input, MessagePackSerializerOptions? options, out long consumed, CancellationToken cancellationToken)
        {
            options ??= DefaultOptions;
            IDisposable? lease = null;
            try
            {
                // A fixed-size primitive is never written compressed (by BlockPack or MessagePack-CSharp), so its
                // input skips the framing test.
                if (options.CompressionDispatch is CompressionDispatch compression
                    && !IsFixedSizePrimitive<T>.Value
                    && TryDecompress(input, options, compression, out ReadOnlySequence<byte> decompressed, out consumed, out lease))
                {
                    var inner = new MessagePackReader(decompressed) { CancellationToken = cancellationToken };
                    return Deserialize<T>(ref inner, options);
                }

                var reader = new MessagePackReader(input) { CancellationToken = cancellationToken };
                T result = Deserialize<T>(ref reader, options);
                consumed = reader.Consumed;
                return result;
            }
            catch (Exception ex) when (ShouldWrap(ex))
            {
                // Decompression failures arrive here unwrapped; name the type as the other paths do.
                throw new MessagePackSerializationException($"Failed to deserialize {TypeName<T>()} value: {ex.Message}", ex);
            }
            finally
            {
                lease?.Dispose();
            }
        }

        /// <summary>
        /// Wraps everything except an exception that already names the failing type and cancellation, which callers
        /// expect to see as itself.
        /// </summary>
        private static bool ShouldWrap(Exception ex)
            => ex is not OperationCanceledException
            && !(ex is MessagePackSerializationException && ex.Message.StartsWith("Failed to ", StringComparison.Ordinal));

        private static string TypeName<T>() => typeof(T).FullName ?? typeof(T).Name;
    }
}
