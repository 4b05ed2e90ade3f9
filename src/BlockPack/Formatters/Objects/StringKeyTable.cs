using System;
using System.Buffers;
using System.Collections.Generic;
using System.ComponentModel;
using System.Runtime.CompilerServices;
using BlockPack.Internal;

namespace BlockPack.Formatters.Objects
{
    /// <summary>
    /// Finds which of a fixed set of strings a MessagePack string is, comparing its UTF-8 bytes in place: no string
    /// is allocated per key. Keys are bucketed by byte length, so most lookups compare against one or two candidates.
    /// Public because source-generated object formatters, which live in the user's assembly, match their keys with it.
    /// </summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    public sealed class StringKeyTable
    {
        private const int StackCopyLimit = 256;

        private readonly Type owner;
        private readonly byte[][][] keysByLength;
        private readonly int[][] indexesByLength;

        // Each key as a fixstr (header and bytes), for the in-order guess of ReadKeyIndex(reader, position); null for
        // keys longer than 31 bytes, whose header depends on the spec version.
        private readonly byte[]?[] encodedKeys;

        /// <summary>Initializes a table; index <c>i</c> of <paramref name="keys"/> is what a match on it returns.</summary>
        /// <param name="owner">The type named when a key is not a string.</param>
        /// <param name="keys">The UTF-8 bytes of each key.</param>
        public StringKeyTable(Type owner, IReadOnlyList<byte[]> keys)
        {
            this.owner = owner;
            int maxLength = -1;
            foreach (byte[] key in keys)
            {
                maxLength = Math.Max(maxLength, key.Length);
            }

            this.MaxLength = maxLength;
            var keyBuckets = new List<byte[]>[maxLength + 1];
            var indexBuckets = new List<int>[maxLength + 1];
            for (int i = 0; i < keys.Count; i++)
            {
                int length = keys[i].Length;
                (keyBuckets[length] ??= new List<byte[]>()).Add(keys[i]);
                (indexBuckets[length] ??= new List<int>()).Add(i);
            }

            this.encodedKeys = new byte[]?[keys.Count];
            for (int i = 0; i < keys.Count; i++)
            {
                if (keys[i].Length <= MessagePackCode.MaxFixStr - MessagePackCode.MinFixStr)
                {
                    byte[] encoded = new byte[keys[i].Length + 1];
                    encoded[0] = (byte)(MessagePackCode.MinFixStr | keys[i].Length);
                    keys[i].CopyTo(encoded, 1);
                    this.encodedKeys[i] = encoded;
                }
            }

            this.keysByLength = new byte[maxLength + 1][][];
            this.indexesByLength = new int[maxLength + 1][];
            for (int length = 0; length <= maxLength; length++)
            {
                this.keysByLength[length] = keyBuckets[length]?.ToArray() ?? Array.Empty<byte[]>();
                this.indexesByLength[length] = indexBuckets[length]?.ToArray() ?? Array.Empty<int>();
            }
        }

        /// <summary>Gets the longest key's byte length (-1 for an empty table).</summary>
        internal int MaxLength { get; }

        /// <summary>Gets a value indicating whether a MessagePack first byte starts a string.</summary>
        /// <param name="code">The first byte.</param>
        /// <returns><see langword="true"/> for fixstr, str8, str16 and str32.</returns>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        internal static bool IsStringCode(byte code) =>
            (code & 0xE0) == MessagePackCode.MinFixStr || code == MessagePackCode.Str8 || code == MessagePackCode.Str16 || code == MessagePackCode.Str32;

        /// <summary>Reads one string key and returns the index of the key it equals, or -1 for an unknown key.</summary>
        /// <param name="reader">The reader, positioned at the key.</param>
        /// <returns>The key's index, or -1.</returns>
        /// <exception cref="MessagePackSerializationException">The value is not a string.</exception>
        public int ReadKeyIndex(ref MessagePackReader reader)
        {
            if (!IsStringCode(reader.NextCode))
            {
                ThrowHelper.ThrowObjectKeyNotString(this.owner, reader.NextMessagePackType, reader.Consumed);
            }

            if (reader.TryReadStringSpan(out ReadOnlySpan<byte> utf8))
            {
                return this.Match(utf8);
            }

            return this.MatchAcrossSegments(ref reader);
        }

        /// <summary>
        /// Reads one string key, trying first the key of index <paramref name="position"/>: a map written from this
        /// table's type holds its keys in declaration order, so the <c>i</c>-th key is almost always key <c>i</c>, and
        /// one comparison of its encoded bytes replaces the header decoding and the search. Any other key (or order)
        /// gives the same result as <see cref="ReadKeyIndex(ref MessagePackReader)"/>.
        /// </summary>
        /// <param name="reader">The reader, positioned at the key.</param>
        /// <param name="position">The key's position in the map (0 for the first).</param>
        /// <returns>The key's index, or -1.</returns>
        /// <exception cref="MessagePackSerializationException">The value is not a string.</exception>
        public int ReadKeyIndex(ref MessagePackReader reader, int position)
        {
            byte[]?[] encoded = this.encodedKeys;
            if ((uint)position < (uint)encoded.Length && encoded[position] is byte[] expected && reader.TryReadExpected(expected))
            {
                return position;
            }

            return this.ReadKeyIndex(ref reader);
        }

        /// <summary>Returns the index of the key equal to <paramref name="utf8"/>, or -1.</summary>
        /// <param name="utf8">The candidate's UTF-8 bytes.</param>
        /// <returns>The key's index, or -1.</returns>
        internal int Match(ReadOnlySpan<byte> utf8)
        {
            byte[][][] buckets = this.keysByLength;
            int length = utf8.Length;
            if ((uint)length >= (uint)buckets.Length)
            {
                return -1;
            }

            byte[][] candidates = buckets[length];
            for (int i = 0; i < candidates.Length; i++)
            {
                if (utf8.SequenceEqual(candidates[i]))
                {
                    return this.indexesByLength[length][i];
                }
            }

            return -1;
        }

        /// <summary>The string spans buffer segments: copy it (bounded by our longest key, not by the input) and match.</summary>
        [MethodImpl(MethodImplOptions.NoInlining)]
        private int MatchAcrossSegments(ref MessagePackReader reader)
        {
            ReadOnlySequence<byte> sequence = reader.ReadStringSequence() ?? default;
            if (sequence.Length > this.MaxLength)
            {
                return -1;
            }

            int length = (int)sequence.Length;
            if (length <= StackCopyLimit)
            {
                Span<byte> copy = stackalloc byte[StackCopyLimit];
                sequence.CopyTo(copy);
                return this.Match(copy.Slice(0, length));
            }

            byte[] rented = ArrayPool<byte>.Shared.Rent(length);
            try
            {
                sequence.CopyTo(rented);
                return this.Match(rented.AsSpan(0, length));
            }
            finally
            {
                ArrayPool<byte>.Shared.Return(rented);
            }
        }
    }
}
