#if NET7_0_OR_GREATER
using System;
using System.Buffers;

using BlockPack.Internal;

namespace BlockPack.Formatters.Standard
{
    /// <summary>The 16-byte bin that holds an <see cref="Int128"/> or a <see cref="UInt128"/>.</summary>
    internal static class WideIntegerBytes
    {
        /// <summary>The length of the bin: the integer's size, never trimmed.</summary>
        internal const int Length = 16;

        /// <summary>Reads the bin (or OldSpec str) into <paramref name="destination"/>, rejecting nil and any other length.</summary>
        internal static void Read(ref MessagePackReader reader, Type type, scoped Span<byte> destination)
        {
            long position = reader.Consumed;
            // Str too: OldSpec writers (both libraries) write bin as str.
            MessagePackType next = reader.NextMessagePackType;
            if (next != MessagePackType.Binary && next != MessagePackType.String)
            {
                if (reader.IsNil)
                {
                    ThrowHelper.ThrowUnexpectedNil(type, position);
                }

                ThrowHelper.ThrowUnexpectedCode(type, reader.NextCode, position);
            }

            ReadOnlySequence<byte> bytes = reader.ReadBytes().GetValueOrDefault();
            if (bytes.Length != Length)
            {
                ThrowHelper.ThrowInvalidValue(type, $"it is bin of {Length} bytes, not {bytes.Length}", position);
            }

            bytes.CopyTo(destination);
        }
    }
}
#endif
