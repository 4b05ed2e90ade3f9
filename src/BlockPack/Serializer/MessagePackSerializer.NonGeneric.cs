using System;
using System.Buffers;
using System.Collections.Concurrent;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Reflection;
using System.Threading;
using System.Threading.Tasks;
using BlockPack.Internal;

namespace BlockPack
{
    /// <content>
    /// Overloads for a type known only at run time; each forwards to the generic method through a cached delegate. Under
    /// NativeAOT they work for the types listed with <see cref="MessagePackSerializableAttribute"/> (closed at compile
    /// time by the generated resolver) and throw <see cref="FormatterNotRegisteredException"/> for any other.
    /// </content>
    public static partial class MessagePackSerializer
    {
        private static readonly ConcurrentDictionary<Type, NonGenericMethods> NonGenericCache = new();

        /// <summary>Serializes a value whose type is known only at run time.</summary>
        /// <param name="type">The type to serialize as; <paramref name="value"/> must be assignable to it.</param>
        /// <param name="value">The value.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Checked between values by formatters that honour it.</param>
        /// <returns>The serialized bytes.</returns>
        public static byte[] Serialize(Type type, object? value, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
            => GetNonGenericMethods(type).SerializeToArray(value, options, cancellationToken);

        /// <summary>Serializes a value whose type is known only at run time into a buffer writer.</summary>
        /// <param name="writer">Where the bytes go.</param>
        /// <param name="type">The type to serialize as.</param>
        /// <param name="value">The value.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Checked between values by formatters that honour it.</param>
        public static void Serialize(IBufferWriter<byte> writer, Type type, object? value, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
            => GetNonGenericMethods(type).SerializeToWriter(writer, value, options, cancellationToken);

        /// <summary>Serializes a value whose type is known only at run time to a stream.</summary>
        /// <param name="stream">The stream; left open.</param>
        /// <param name="type">The type to serialize as.</param>
        /// <param name="value">The value.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Checked between values by formatters that honour it.</param>
        public static void Serialize(Stream stream, Type type, object? value, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
            => GetNonGenericMethods(type).SerializeToStream(stream, value, options, cancellationToken);

        /// <summary>Serializes a value whose type is known only at run time to a stream asynchronously.</summary>
        /// <param name="stream">The stream; left open.</param>
        /// <param name="type">The type to serialize as.</param>
        /// <param name="value">The value.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Cancels the write.</param>
        /// <returns>A task that completes when the bytes are written.</returns>
        public static Task SerializeAsync(Stream stream, Type type, object? value, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
            => GetNonGenericMethods(type).SerializeToStreamAsync(stream, value, options, cancellationToken);

        /// <summary>Deserializes a value whose type is known only at run time.</summary>
        /// <param name="type">The type to deserialize.</param>
        /// <param name="bytes">The MessagePack bytes.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Checked between values by formatters that honour it.</param>
        /// <returns>The value, boxed.</returns>
        public static object? Deserialize(Type type, ReadOnlyMemory<byte> bytes, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
            => GetNonGenericMethods(type).DeserializeSequence(new ReadOnlySequence<byte>(bytes), options, cancellationToken);

        /// <summary>Deserializes a value whose type is known only at run time from a sequence.</summary>
        /// <param name="type">The type to deserialize.</param>
        /// <param name="bytes">The MessagePack bytes.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Checked between values by formatters that honour it.</param>
        /// <returns>The value, boxed.</returns>
        public static object? Deserialize(Type type, ReadOnlySequence<byte> bytes, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
            => GetNonGenericMethods(type).DeserializeSequence(bytes, options, cancellationToken);

        /// <summary>Deserializes a value whose type is known only at run time from a stream.</summary>
        /// <param name="type">The type to deserialize.</param>
        /// <param name="stream">The stream.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Cancels the read.</param>
        /// <returns>The value, boxed.</returns>
        public static object? Deserialize(Type type, Stream stream, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
            => GetNonGenericMethods(type).DeserializeStream(stream, options, cancellationToken);

        /// <summary>Deserializes a value whose type is known only at run time from a stream asynchronously.</summary>
        /// <param name="type">The type to deserialize.</param>
        /// <param name="stream">The stream.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Cancels the read.</param>
        /// <returns>The value, boxed.</returns>
        public static ValueTask<object?> DeserializeAsync(Type type, Stream stream, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
            => GetNonGenericMethods(type).DeserializeStreamAsync(stream, options, cancellationToken);

        /// <summary>Serializes a value whose type is known only at run time with an existing writer (MessagePack-CSharp's argument order).</summary>
        /// <param name="type">The type to serialize as; <paramref name="obj"/> must be assignable to it.</param>
        /// <param name="writer">The writer; not flushed.</param>
        /// <param name="obj">The value.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        public static void Serialize(Type type, ref MessagePackWriter writer, object? obj, MessagePackSerializerOptions? options = null)
            => GetNonGenericMethods(type).SerializeToRefWriter(ref writer, obj, options);

        /// <summary>Serializes a value whose type is known only at run time into a buffer writer (MessagePack-CSharp's argument order).</summary>
        /// <param name="type">The type to serialize as.</param>
        /// <param name="writer">Where the bytes go.</param>
        /// <param name="obj">The value.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Checked between values by formatters that honour it.</param>
        public static void Serialize(Type type, IBufferWriter<byte> writer, object? obj, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
            => GetNonGenericMethods(type).SerializeToWriter(writer, obj, options, cancellationToken);

        /// <summary>Serializes a value whose type is known only at run time to a stream (MessagePack-CSharp's argument order).</summary>
        /// <param name="type">The type to serialize as.</param>
        /// <param name="stream">The stream; left open.</param>
        /// <param name="obj">The value.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Checked between values by formatters that honour it.</param>
        public static void Serialize(Type type, Stream stream, object? obj, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
            => GetNonGenericMethods(type).SerializeToStream(stream, obj, options, cancellationToken);

        /// <summary>Serializes a value whose type is known only at run time to a stream asynchronously (MessagePack-CSharp's argument order).</summary>
        /// <param name="type">The type to serialize as.</param>
        /// <param name="stream">The stream; left open.</param>
        /// <param name="obj">The value.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <param name="cancellationToken">Cancels the write.</param>
        /// <returns>A task that completes when the bytes are written.</returns>
        public static Task SerializeAsync(Type type, Stream stream, object? obj, MessagePackSerializerOptions? options = null, CancellationToken cancellationToken = default)
            => GetNonGenericMethods(type).SerializeToStreamAsync(stream, obj, options, cancellationToken);

        /// <summary>Deserializes a value whose type is known only at run time from an existing reader.</summary>
        /// <param name="type">The type to deserialize.</param>
        /// <param name="reader">The reader; advanced past the value.</param>
        /// <param name="options">The options, or <see langword="null"/> for <see cref="DefaultOptions"/>.</param>
        /// <returns>The value, boxed.</returns>
        public static object? Deserialize(Type type, ref MessagePackReader reader, MessagePackSerializerOptions? options = null)
            => GetNonGenericMethods(type).DeserializeFromRefReader(ref reader, options);

        private static NonGenericMethods GetNonGenericMethods(Type type)
        {
            if (type is null)
            {
                throw new ArgumentNullException(nameof(type));
            }

            return NonGenericCache.TryGetValue(type, out NonGenericMethods? known) ? known : NonGenericCache.GetOrAdd(type, FindNonGenericMethods(type));
        }

        /// <summary>
        /// A type listed with [MessagePackSerializable] has its methods closed at compile time by the generated resolver;
        /// any other is closed here with MakeGenericMethod, which NativeAOT cannot do for a type it did not see.
        /// </summary>
        [UnconditionalSuppressMessage("AOT", "IL3050", Justification = "MakeGenericMethod is reached only where RuntimeFeature.IsDynamicCodeSupported says the runtime can.")]
        private static NonGenericMethods FindNonGenericMethods(Type type)
        {
            if (Resolvers.SourceGeneratedResolver.FindRegisteredType(type) is { } registered)
            {
                return registered.Methods;
            }

#if NET
            if (!System.Runtime.CompilerServices.RuntimeFeature.IsDynamicCodeSupported)
            {
                ThrowHelper.ThrowTypeNotRegistered(type);
            }
#endif
            return MakeNonGenericMethods(type);
        }

        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        private static NonGenericMethods MakeNonGenericMethods(Type type)
        {
            MethodInfo create = typeof(MessagePackSerializer).GetMethod(nameof(CreateNonGenericMethods), BindingFlags.NonPublic | BindingFlags.Static)!;
            return (NonGenericMethods)create.MakeGenericMethod(type).Invoke(null, null)!;
        }

        /// <summary>The methods of <typeparamref name="T"/>; also called by <see cref="Formatters.Generated.RegisteredType.Create{T}"/>.</summary>
        /// <typeparam name="T">The type the methods serialize.</typeparam>
        /// <returns>Delegates forwarding to the generic methods.</returns>
        internal static NonGenericMethods CreateNonGenericMethods<T>() => new NonGenericMethods(
            (value, options, ct) => Serialize(Unbox<T>(value), options, ct),
            (writer, value, options, ct) => Serialize(writer, Unbox<T>(value), options, ct),
            (stream, value, options, ct) => Serialize(stream, Unbox<T>(value), options, ct),
            (stream, value, options, ct) => SerializeAsync(stream, Unbox<T>(value), options, ct),
            (bytes, options, ct) => Deserialize<T>(bytes, options, ct),
            (stream, options, ct) => Deserialize<T>(stream, options, ct),
            async (stream, options, ct) => await DeserializeAsync<T>(stream, options, ct).ConfigureAwait(false),
            (ref MessagePackWriter writer, object? value, MessagePackSerializerOptions? options) => Serialize(ref writer, Unbox<T>(value), options),
            (ref MessagePackReader reader, MessagePackSerializerOptions? options) => Deserialize<T>(ref reader, options));

        private static T Unbox<T>(object? value)
        {
            if (value is null)
            {
                // null is a valid T only for reference and nullable types.
                return default(T) is null ? default! : throw new ArgumentNullException(nameof(value), $"{typeof(T).FullName} cannot be null.");
            }

            return value is T typed ? typed : throw new ArgumentException($"The value's type {value.GetType().FullName} is not assignable to {typeof(T).FullName}.", nameof(value));
        }

        internal delegate void RefWriterSerializer(ref MessagePackWriter writer, object? value, MessagePackSerializerOptions? options);

        internal delegate object? RefReaderDeserializer(ref MessagePackReader reader, MessagePackSerializerOptions? options);

        /// <summary>The non-generic forms of one type's entry points.</summary>
        internal sealed class NonGenericMethods
        {
            internal NonGenericMethods(
                Func<object?, MessagePackSerializerOptions?, CancellationToken, byte[]> serializeToArray,
                Action<IBufferWriter<byte>, object?, MessagePackSerializerOptions?, CancellationToken> serializeToWriter,
                Action<Stream, object?, MessagePackSerializerOptions?, CancellationToken> serializeToStream,
                Func<Stream, object?, MessagePackSerializerOptions?, CancellationToken, Task> serializeToStreamAsync,
                Func<ReadOnlySequence<byte>, MessagePackSerializerOptions?, CancellationToken, object?> deserializeSequence,
                Func<Stream, MessagePackSerializerOptions?, CancellationToken, object?> deserializeStream,
                Func<Stream, MessagePackSerializerOptions?, CancellationToken, ValueTask<object?>> deserializeStreamAsync,
                RefWriterSerializer serializeToRefWriter,
                RefReaderDeserializer deserializeFromRefReader)
            {
                this.SerializeToRefWriter = serializeToRefWriter;
                this.DeserializeFromRefReader = deserializeFromRefReader;
                this.SerializeToArray = serializeToArray;
                this.SerializeToWriter = serializeToWriter;
                this.SerializeToStream = serializeToStream;
                this.SerializeToStreamAsync = serializeToStreamAsync;
                this.DeserializeSequence = deserializeSequence;
                this.DeserializeStream = deserializeStream;
                this.DeserializeStreamAsync = deserializeStreamAsync;
            }

            internal Func<object?, MessagePackSerializerOptions?, CancellationToken, byte[]> SerializeToArray { get; }

            internal Action<IBufferWriter<byte>, object?, MessagePackSerializerOptions?, CancellationToken> SerializeToWriter { get; }

            internal Action<Stream, object?, MessagePackSerializerOptions?, CancellationToken> SerializeToStream { get; }

            internal Func<Stream, object?, MessagePackSerializerOptions?, CancellationToken, Task> SerializeToStreamAsync { get; }

            internal Func<ReadOnlySequence<byte>, MessagePackSerializerOptions?, CancellationToken, object?> DeserializeSequence { get; }

            internal Func<Stream, MessagePackSerializerOptions?, CancellationToken, object?> DeserializeStream { get; }

            internal Func<Stream, MessagePackSerializerOptions?, CancellationToken, ValueTask<object?>> DeserializeStreamAsync { get; }

            internal RefWriterSerializer SerializeToRefWriter { get; }

            internal RefReaderDeserializer DeserializeFromRefReader { get; }
        }
    }
}
