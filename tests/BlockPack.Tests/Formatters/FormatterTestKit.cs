using System;
using System.Buffers;
using System.IO;
using BlockPack.Formatters;
using BlockPack.Resolvers;

namespace BlockPack.Tests.Formatters
{
    /// <summary>Writes and reads values through the formatter a resolver returns, with no serializer in between.</summary>
    internal static class FormatterTestKit
    {
        internal static readonly MessagePackSerializerOptions Options = new MessagePackSerializerOptions(BuiltinResolver.Instance);

        internal static byte[] Serialize<T>(T value, MessagePackSerializerOptions? options = null)
        {
            options ??= Options;
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(buffer) { OldSpec = options.OldSpec ?? false };
            options.Resolver.GetFormatterWithVerify<T>().Serialize(ref writer, value, options);
            writer.Flush();
            return buffer.WrittenSpan.ToArray();
        }

        /// <summary>Reads one value and checks that it used up the input exactly.</summary>
        internal static T Deserialize<T>(byte[] bytes, MessagePackSerializerOptions? options = null)
        {
            return Deserialize<T>(new ReadOnlySequence<byte>(bytes), options);
        }

        /// <summary>Reads one value from input split into segments of <paramref name="segmentLength"/> bytes.</summary>
        internal static T DeserializeSegmented<T>(byte[] bytes, int segmentLength, MessagePackSerializerOptions? options = null)
        {
            return Deserialize<T>(Segmented(bytes, segmentLength), options);
        }

        internal static T RoundTrip<T>(T value, MessagePackSerializerOptions? options = null)
        {
            return Deserialize<T>(Serialize(value, options), options);
        }

        internal static string Hex(byte[] bytes) => Convert.ToHexString(bytes);

        /// <summary>Parses hex written with optional spaces, e.g. "92 01 02".</summary>
        internal static byte[] Bytes(string hex) => Convert.FromHexString(hex.Replace(" ", string.Empty, StringComparison.Ordinal));

        /// <summary>Asserts that reading <paramref name="hex"/> as <typeparamref name="T"/> fails with the one exception type promised for bad data.</summary>
        internal static MessagePackSerializationException AssertRejected<T>(string hex, MessagePackSerializerOptions? options = null)
        {
            byte[] bytes = Bytes(hex);
            Exception error = Assert.ThrowsAny<Exception>(() => Deserialize<T>(bytes, options));

            // A formatter lets the reader's own exceptions through, as MessagePack-CSharp's do: EndOfStreamException for
            // truncated input, OverflowException for a value that does not fit, InsufficientExecutionStackException
            // past the depth limit. The serializer entry points wrap those in MessagePackSerializationException with
            // the cause as inner exception; the check does the same, and refuses any other type.
            if (error is MessagePackSerializationException serializationError)
            {
                return serializationError;
            }

            Assert.True(
                error is EndOfStreamException or OverflowException or InsufficientExecutionStackException,
                $"Rejected with an unexpected exception type: {error}");
            return new MessagePackSerializationException(error.Message, error);
        }

        private static T Deserialize<T>(ReadOnlySequence<byte> sequence, MessagePackSerializerOptions? options)
        {
            options ??= Options;
            var reader = new MessagePackReader(sequence);
            T value = options.Resolver.GetFormatterWithVerify<T>().Deserialize(ref reader, options);
            Assert.True(reader.End, $"The formatter for {typeof(T)} left {sequence.Length - reader.Consumed} bytes unread.");
            return value;
        }

        private static ReadOnlySequence<byte> Segmented(byte[] bytes, int segmentLength) => SegmentedSequence.Chunked(bytes, segmentLength);
    }
}
