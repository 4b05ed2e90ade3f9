using System;
using System.Collections.Generic;
using System.ComponentModel;
using System.Runtime.CompilerServices;
#if NET5_0_OR_GREATER
using System.Runtime.InteropServices;
#endif

namespace BlockPack.Formatters.Generated
{
    /// <summary>
    /// Lists and arrays of <see cref="int"/>, <see cref="long"/> and <see cref="double"/> written and read with the
    /// writer's and reader's own methods, for members of generated formatters whose resolver gives the built-in
    /// <see cref="ListFormatter{T}"/> or <see cref="ArrayFormatter{T}"/> and the built-in element formatter (checked once
    /// per resolver by the generated code): the same bytes, checks and failures as those formatters, without the
    /// interface call to the sequence formatter and the element formatter's lookup per member, which NativeAOT's
    /// ahead-of-time code pays where the JIT removes them at run time. Not meant to be called by hand.
    /// </summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    public static class GeneratedPrimitiveSequences
    {
        /// <summary>Writes a list as <see cref="ListFormatter{T}"/> does; <see langword="null"/> is nil.</summary>
        /// <param name="writer">The writer.</param>
        /// <param name="value">The list.</param>
        /// <param name="options">The options (depth limit).</param>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static void WriteList(ref MessagePackWriter writer, List<int>? value, MessagePackSerializerOptions options) => WriteListCore(ref writer, value, options);

        /// <inheritdoc cref="WriteList(ref MessagePackWriter, List{int}, MessagePackSerializerOptions)"/>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static void WriteList(ref MessagePackWriter writer, List<long>? value, MessagePackSerializerOptions options) => WriteListCore(ref writer, value, options);

        /// <inheritdoc cref="WriteList(ref MessagePackWriter, List{int}, MessagePackSerializerOptions)"/>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static void WriteList(ref MessagePackWriter writer, List<double>? value, MessagePackSerializerOptions options) => WriteListCore(ref writer, value, options);

        /// <summary>Writes an array as <see cref="ArrayFormatter{T}"/> does; <see langword="null"/> is nil.</summary>
        /// <param name="writer">The writer.</param>
        /// <param name="value">The array.</param>
        /// <param name="options">The options (depth limit).</param>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static void WriteArray(ref MessagePackWriter writer, int[]? value, MessagePackSerializerOptions options) => WriteArrayCore(ref writer, value, options);

        /// <inheritdoc cref="WriteArray(ref MessagePackWriter, int[], MessagePackSerializerOptions)"/>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static void WriteArray(ref MessagePackWriter writer, long[]? value, MessagePackSerializerOptions options) => WriteArrayCore(ref writer, value, options);

        /// <inheritdoc cref="WriteArray(ref MessagePackWriter, int[], MessagePackSerializerOptions)"/>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static void WriteArray(ref MessagePackWriter writer, double[]? value, MessagePackSerializerOptions options) => WriteArrayCore(ref writer, value, options);

        /// <summary>Reads a list as <see cref="ListFormatter{T}"/> does; nil reads as <see langword="null"/>.</summary>
        /// <param name="reader">The reader.</param>
        /// <param name="options">The options (depth limit).</param>
        /// <returns>The list.</returns>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static List<int>? ReadInt32List(ref MessagePackReader reader, MessagePackSerializerOptions options) => ReadListCore<int>(ref reader, options);

        /// <inheritdoc cref="ReadInt32List"/>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static List<long>? ReadInt64List(ref MessagePackReader reader, MessagePackSerializerOptions options) => ReadListCore<long>(ref reader, options);

        /// <inheritdoc cref="ReadInt32List"/>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static List<double>? ReadDoubleList(ref MessagePackReader reader, MessagePackSerializerOptions options) => ReadListCore<double>(ref reader, options);

        /// <summary>Reads an array as <see cref="ArrayFormatter{T}"/> does; nil reads as <see langword="null"/>.</summary>
        /// <param name="reader">The reader.</param>
        /// <param name="options">The options (depth limit).</param>
        /// <returns>The array.</returns>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static int[]? ReadInt32Array(ref MessagePackReader reader, MessagePackSerializerOptions options) => ReadArrayCore<int>(ref reader, options);

        /// <inheritdoc cref="ReadInt32Array"/>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static long[]? ReadInt64Array(ref MessagePackReader reader, MessagePackSerializerOptions options) => ReadArrayCore<long>(ref reader, options);

        /// <inheritdoc cref="ReadInt32Array"/>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static double[]? ReadDoubleArray(ref MessagePackReader reader, MessagePackSerializerOptions options) => ReadArrayCore<double>(ref reader, options);

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static void WriteListCore<T>(ref MessagePackWriter writer, List<T>? value, MessagePackSerializerOptions options)
            where T : struct
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

#if NET5_0_OR_GREATER
            WriteSpan<T>(ref writer, CollectionsMarshal.AsSpan(value), options);
#else
            WriteSpan<T>(ref writer, value.ToArray(), options);
#endif
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static void WriteArrayCore<T>(ref MessagePackWriter writer, T[]? value, MessagePackSerializerOptions options)
            where T : struct
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            WriteSpan<T>(ref writer, value, options);
        }

        // The typeof tests fold away in each of the three instantiations, and the (int)(object) casts do not box there.
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static void WriteSpan<T>(ref MessagePackWriter writer, ReadOnlySpan<T> items, MessagePackSerializerOptions options)
            where T : struct
        {
            writer.WriteArrayHeader(items.Length);
            if (items.IsEmpty)
            {
                return;
            }

            options.Security.DepthStep(ref writer);
            try
            {
                for (int i = 0; i < items.Length; i++)
                {
                    writer.CancellationToken.ThrowIfCancellationRequested();
                    if (typeof(T) == typeof(int))
                    {
                        writer.Write((int)(object)items[i]);
                    }
                    else if (typeof(T) == typeof(long))
                    {
                        writer.Write((long)(object)items[i]);
                    }
                    else
                    {
                        writer.Write((double)(object)items[i]);
                    }
                }
            }
            finally
            {
                writer.Depth--;
            }
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static List<T>? ReadListCore<T>(ref MessagePackReader reader, MessagePackSerializerOptions options)
            where T : struct
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // The reader has checked the count against the bytes left, so it is safe to pre-size with.
            int count = reader.ReadArrayHeader();
            var list = new List<T>(count);
            if (count == 0)
            {
                return list;
            }

            options.Security.DepthStep(ref reader);
            try
            {
                for (int i = 0; i < count; i++)
                {
                    reader.CancellationToken.ThrowIfCancellationRequested();
                    list.Add(ReadOne<T>(ref reader));
                }
            }
            finally
            {
                reader.Depth--;
            }

            return list;
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static T[]? ReadArrayCore<T>(ref MessagePackReader reader, MessagePackSerializerOptions options)
            where T : struct
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            int count = reader.ReadArrayHeader();
            if (count == 0)
            {
                return Array.Empty<T>();
            }

            var array = new T[count];
            options.Security.DepthStep(ref reader);
            try
            {
                for (int i = 0; i < array.Length; i++)
                {
                    reader.CancellationToken.ThrowIfCancellationRequested();
                    array[i] = ReadOne<T>(ref reader);
                }
            }
            finally
            {
                reader.Depth--;
            }

            return array;
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static T ReadOne<T>(ref MessagePackReader reader)
            where T : struct
        {
            if (typeof(T) == typeof(int))
            {
                return (T)(object)reader.ReadInt32();
            }

            if (typeof(T) == typeof(long))
            {
                return (T)(object)reader.ReadInt64();
            }

            return (T)(object)reader.ReadDouble();
        }
    }
}
