using System;
using System.Buffers;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using BlockPack.Internal;
using BlockPack.Resolvers;

namespace BlockPack
{
    /// <content>The typeless entry points.</content>
    public static partial class MessagePackSerializer
    {
        /// <summary>
        /// Serializes any value together with its runtime type's name, and deserializes such data back to that type
        /// without the caller naming it: MessagePack-CSharp's <c>MessagePackSerializer.Typeless</c>, byte for byte.
        /// Each method is the generic one of <see cref="MessagePackSerializer"/> for <see cref="object"/>, with
        /// <see cref="DefaultOptions"/> when no options are given.
        /// </summary>
        /// <remarks>
        /// A payload names the types to create, so reading one from an untrusted source lets it choose them: give such
        /// data options with a <see cref="TypelessAllowList"/> (docs/security.md). Types on the deny list of known
        /// gadgets are refused whatever the options.
        /// </remarks>
        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
        public static class Typeless
        {
            private static MessagePackSerializerOptions defaultOptions = TypelessContractlessStandardResolver.Options;

            /// <summary>
            /// Gets or sets the options used when none are given; initially
            /// <see cref="TypelessContractlessStandardResolver.Options"/>. Thread-safe.
            /// </summary>
            public static MessagePackSerializerOptions DefaultOptions
            {
                get => Volatile.Read(ref defaultOptions);
                set => Volatile.Write(ref defaultOptions, value ?? throw new ArgumentNullException(nameof(value)));
            }

            /// <summary>Serializes a value with its type name to a writer.</summary>
            /// <param name="writer">The writer; not flushed.</param>
            /// <param name="obj">The value.</param>
            /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
            public static void Serialize(ref MessagePackWriter writer, object? obj, MessagePackSerializerOptions? options = null)
                => Serialize<object?>(ref writer, obj, options ?? DefaultOptions);

            /// <summary>Serializes a value with its type name to a buffer writer.</summary>
            /// <param name="writer">Where the bytes go.</param>
            /// <param name="obj">The value.</param>
            /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
            /// <param name="cancellationToken">Checked between values.</param>
            public static void Serialize(IBufferWriter<byte> writer, object? obj, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
                => Serialize<object?>(writer, obj, options ?? DefaultOptions, cancellationToken);

            /// <summary>Serializes a value with its type name to a new array.</summary>
            /// <param name="obj">The value.</param>
            /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
            /// <param name="cancellationToken">Checked between values.</param>
            /// <returns>The bytes.</returns>
            public static byte[] Serialize(object? obj, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
                => Serialize<object?>(obj, options ?? DefaultOptions, cancellationToken);

            /// <summary>Serializes a value with its type name to a stream.</summary>
            /// <param name="stream">The stream; left open.</param>
            /// <param name="obj">The value.</param>
            /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
            /// <param name="cancellationToken">Checked between values.</param>
            public static void Serialize(Stream stream, object? obj, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
                => Serialize<object?>(stream, obj, options ?? DefaultOptions, cancellationToken);

            /// <summary>Serializes a value with its type name to a stream asynchronously.</summary>
            /// <param name="stream">The stream; left open.</param>
            /// <param name="obj">The value.</param>
            /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
            /// <param name="cancellationToken">Cancels the write.</param>
            /// <returns>A task that completes when the bytes are written.</returns>
            public static Task SerializeAsync(Stream stream, object? obj, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
                => SerializeAsync<object?>(stream, obj, options ?? DefaultOptions, cancellationToken);

            /// <summary>Deserializes a value of the type its data names from a reader.</summary>
            /// <param name="reader">The reader; advanced past the value.</param>
            /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
            /// <returns>The value.</returns>
            public static object? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions? options = null)
                => Deserialize<object?>(ref reader, options ?? DefaultOptions);

            /// <summary>Deserializes a value of the type its data names from a sequence.</summary>
            /// <param name="byteSequence">The bytes.</param>
            /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
            /// <param name="cancellationToken">Checked between values.</param>
            /// <returns>The value.</returns>
            public static object? Deserialize(in ReadOnlySequence<byte> byteSequence, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
                => Deserialize<object?>(byteSequence, options ?? DefaultOptions, cancellationToken);

            /// <summary>Deserializes a value of the type its data names from a stream.</summary>
            /// <param name="stream">The stream.</param>
            /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
            /// <param name="cancellationToken">Cancels the read.</param>
            /// <returns>The value.</returns>
            public static object? Deserialize(Stream stream, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
                => Deserialize<object?>(stream, options ?? DefaultOptions, cancellationToken);

            /// <summary>Deserializes a value of the type its data names from memory.</summary>
            /// <param name="bytes">The bytes.</param>
            /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
            /// <param name="cancellationToken">Checked between values.</param>
            /// <returns>The value.</returns>
            public static object? Deserialize(Memory<byte> bytes, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
                => Deserialize<object?>((ReadOnlyMemory<byte>)bytes, options ?? DefaultOptions, cancellationToken);

            /// <summary>Deserializes a value of the type its data names from read-only memory.</summary>
            /// <param name="bytes">The bytes.</param>
            /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
            /// <param name="cancellationToken">Checked between values.</param>
            /// <returns>The value.</returns>
            public static object? Deserialize(ReadOnlyMemory<byte> bytes, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
                => Deserialize<object?>(bytes, options ?? DefaultOptions, cancellationToken);

            /// <summary>Deserializes a value of the type its data names from a stream asynchronously.</summary>
            /// <param name="stream">The stream.</param>
            /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
            /// <param name="cancellationToken">Cancels the read.</param>
            /// <returns>The value.</returns>
            public static ValueTask<object?> DeserializeAsync(Stream stream, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
                => DeserializeAsync<object?>(stream, options ?? DefaultOptions, cancellationToken);
        }
    }
}
