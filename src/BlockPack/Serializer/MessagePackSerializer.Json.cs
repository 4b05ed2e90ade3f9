using System;
using System.Buffers;
using System.Globalization;
using System.IO;
using System.Threading;
using BlockPack.Buffers;
using BlockPack.Compression;
using BlockPack.Serializer.Json;

namespace BlockPack
{
    /// <content>MessagePack-to-JSON conversion, for looking at data while debugging. Not a JSON serializer.</content>
    public static partial class MessagePackSerializer
    {
        /// <summary>Converts MessagePack (plain or compressed, if <paramref name="options"/> asks for compression) to JSON text.</summary>
        /// <param name="bytes">The MessagePack bytes (one top-level value).</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Checked between values.</param>
        /// <returns>JSON text. Binary data is base64, timestamps are ISO 8601 strings, other extensions are <c>[type, "base64"]</c>.</returns>
        /// <exception cref="MessagePackSerializationException">The data is malformed.</exception>
        public static string ConvertToJson(ReadOnlyMemory<byte> bytes, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
            => ConvertToJson(new ReadOnlySequence<byte>(bytes), options, cancellationToken);

        /// <summary>Converts MessagePack (plain or compressed, if <paramref name="options"/> asks for compression) to JSON text.</summary>
        /// <param name="bytes">The MessagePack bytes (one top-level value).</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Checked between values.</param>
        /// <returns>JSON text.</returns>
        /// <exception cref="MessagePackSerializationException">The data is malformed.</exception>
        public static string ConvertToJson(in ReadOnlySequence<byte> bytes, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
        {
            options ??= DefaultOptions;
            using var json = new StringWriter(CultureInfo.InvariantCulture);
            IDisposable? lease = null;
            try
            {
                ReadOnlySequence<byte> plain = bytes;
                if (options.CompressionDispatch is CompressionDispatch compression && TryDecompress(bytes, options, compression, out ReadOnlySequence<byte> decompressed, out _, out lease))
                {
                    plain = decompressed;
                }

                var reader = new MessagePackReader(plain) { CancellationToken = cancellationToken };
                if (!reader.End)
                {
                    MessagePackToJsonConverter.WriteValue(ref reader, json, options);
                }
            }
            catch (Exception ex) when (ex is not OperationCanceledException and not MessagePackSerializationException)
            {
                throw new MessagePackSerializationException($"Failed to convert MessagePack to JSON: {ex.Message}", ex);
            }
            finally
            {
                lease?.Dispose();
            }

            return json.ToString();
        }

        /// <summary>Converts one MessagePack value from a reader to JSON, writing to <paramref name="jsonWriter"/>.</summary>
        /// <param name="reader">The reader positioned at the value; advanced past it.</param>
        /// <param name="jsonWriter">Where the JSON goes.</param>
        /// <param name="options">
        /// The options (the depth limit; with compression set, a compressed value is decompressed first, as in
        /// MessagePack-CSharp), or <see langword="null"/> for <see cref="DefaultOptions"/>.
        /// </param>
        /// <exception cref="MessagePackSerializationException">The data is malformed, truncated or nested too deep.</exception>
        public static void ConvertToJson(ref MessagePackReader reader, TextWriter jsonWriter, MessagePackSerializerOptions? options = null)
        {
            if (jsonWriter is null)
            {
                throw new ArgumentNullException(nameof(jsonWriter));
            }

            if (reader.End)
            {
                // Nothing to convert: no output, as MessagePack-CSharp.
                return;
            }

            options ??= DefaultOptions;
            IDisposable? lease = null;
            try
            {
                // A compressed value is converted from its decompressed bytes, and the reader moves past the framing.
                if (options.CompressionDispatch is CompressionDispatch compression
                    && TryDecompress(reader.Sequence.Slice(reader.Position), options, compression, out ReadOnlySequence<byte> decompressed, out long consumed, out lease))
                {
                    var plain = new MessagePackReader(decompressed) { CancellationToken = reader.CancellationToken };
                    if (!plain.End)
                    {
                        MessagePackToJsonConverter.WriteValue(ref plain, jsonWriter, options);
                    }

                    reader.ReadRaw(consumed);
                }
                else
                {
                    MessagePackToJsonConverter.WriteValue(ref reader, jsonWriter, options);
                }
            }
            catch (Exception ex) when (ex is not OperationCanceledException and not MessagePackSerializationException)
            {
                // Truncated input (EndOfStreamException from the reader), a too-deep value and the like.
                throw new MessagePackSerializationException($"Failed to convert MessagePack to JSON: {ex.Message}", ex);
            }
            finally
            {
                lease?.Dispose();
            }
        }

        /// <summary>Translates JSON text to MessagePack (see <see cref="ConvertFromJson(TextReader, ref MessagePackWriter, MessagePackSerializerOptions?)"/>).</summary>
        /// <param name="str">The JSON text.</param>
        /// <param name="writer">Where the MessagePack goes; not flushed.</param>
        /// <param name="options">The options (compression, depth limit), or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <exception cref="MessagePackSerializationException">The text is not valid JSON.</exception>
        /// <exception cref="InsufficientExecutionStackException">The text nests deeper than <see cref="MessagePackSecurity.MaximumObjectGraphDepth"/> (as MessagePack-CSharp throws it).</exception>
        public static void ConvertFromJson(string str, ref MessagePackWriter writer, MessagePackSerializerOptions? options = null)
        {
            if (str is null)
            {
                throw new ArgumentNullException(nameof(str));
            }

            using var reader = new StringReader(str);
            ConvertFromJson(reader, ref writer, options);
        }

        /// <summary>Translates JSON text to MessagePack bytes.</summary>
        /// <param name="str">The JSON text.</param>
        /// <param name="options">The options (compression, depth limit), or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Carried by the writer.</param>
        /// <returns>The MessagePack bytes.</returns>
        /// <exception cref="MessagePackSerializationException">The text is not valid JSON.</exception>
        /// <exception cref="InsufficientExecutionStackException">The text nests deeper than <see cref="MessagePackSecurity.MaximumObjectGraphDepth"/> (as MessagePack-CSharp throws it).</exception>
        public static byte[] ConvertFromJson(string str, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
        {
            using SegmentedBuffer output = SegmentedBuffer.Rent();
            var writer = new MessagePackWriter(output) { CancellationToken = cancellationToken };
            ConvertFromJson(str, ref writer, options);
            writer.Flush();
            return output.AsReadOnlySequence().ToArray();
        }

        /// <summary>
        /// Translates JSON text to MessagePack, as MessagePack-CSharp does: objects become maps, arrays arrays, a number
        /// with a fraction or exponent a float64 and any other number the shortest integer that holds it; several
        /// top-level values are written one after another. With compression in <paramref name="options"/>, the result
        /// is compressed as <see cref="Serialize{T}(T, MessagePackSerializerOptions?, CancellationToken)"/> would compress it.
        /// </summary>
        /// <param name="reader">The JSON text.</param>
        /// <param name="writer">Where the MessagePack goes; not flushed.</param>
        /// <param name="options">The options (compression, depth limit), or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <exception cref="MessagePackSerializationException">The text is not valid JSON.</exception>
        /// <exception cref="InsufficientExecutionStackException">The text nests deeper than <see cref="MessagePackSecurity.MaximumObjectGraphDepth"/> (as MessagePack-CSharp throws it).</exception>
        public static void ConvertFromJson(TextReader reader, ref MessagePackWriter writer, MessagePackSerializerOptions? options = null)
        {
            if (reader is null)
            {
                throw new ArgumentNullException(nameof(reader));
            }

            options ??= DefaultOptions;
            var converter = new JsonToMessagePackConverter(reader, options);
            CompressionDispatch? compression = options.CompressionDispatch;
            if (compression is null)
            {
                converter.WriteAll(ref writer);
                return;
            }

            using SegmentedBuffer plain = SegmentedBuffer.Rent();
            MessagePackWriter plainWriter = writer.Clone(plain);
            converter.WriteAll(ref plainWriter);
            plainWriter.Flush();
            using SegmentedBuffer compressed = SegmentedBuffer.Rent();
            WriteCompressed(plain.AsReadOnlySequence(), compressed, options, compression, pipeline: null);
            writer.WriteRaw(compressed.AsReadOnlySequence());
        }

        /// <summary>Serializes a value and shows the result as JSON (a debugging aid).</summary>
        /// <typeparam name="T">The type to serialize as.</typeparam>
        /// <param name="value">The value.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>; compression is ignored.</param>
        /// <param name="cancellationToken">Checked between values.</param>
        /// <returns>JSON text.</returns>
        public static string SerializeToJson<T>(T value, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
        {
            options = (options ?? DefaultOptions).WithCompression(MessagePackCompression.None);
            using SegmentedBuffer buffer = SegmentedBuffer.Rent();
            Serialize(buffer, value, options, cancellationToken);
            return ConvertToJson(buffer.AsReadOnlySequence(), options, cancellationToken);
        }

        /// <summary>Serializes a value and writes the result as JSON to <paramref name="textWriter"/> (a debugging aid).</summary>
        /// <typeparam name="T">The type to serialize as.</typeparam>
        /// <param name="textWriter">Where the JSON goes.</param>
        /// <param name="value">The value.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>; compression is ignored.</param>
        /// <param name="cancellationToken">Checked between values.</param>
        public static void SerializeToJson<T>(TextWriter textWriter, T value, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
        {
            if (textWriter is null)
            {
                throw new ArgumentNullException(nameof(textWriter));
            }

            textWriter.Write(SerializeToJson(value, options, cancellationToken));
        }
    }
}
