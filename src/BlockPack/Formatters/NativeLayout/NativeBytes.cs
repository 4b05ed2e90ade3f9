using System;
using System.Buffers;
using BlockPack.Internal;

namespace BlockPack.Formatters.NativeLayout
{
    /// <summary>The fixed-length bin the native-layout formatters write.</summary>
    internal static class NativeBytes
    {
        /// <summary>Reads bin (or OldSpec str) of exactly <paramref name="length"/> bytes; nil, another type or another length throws.</summary>
        internal static ReadOnlySequence<byte> Read(ref MessagePackReader reader, Type type, int length)
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
            if (bytes.Length != length)
            {
                ThrowHelper.ThrowInvalidValue(type, $"its native form is bin of {length} bytes, not {bytes.Length}", position);
            }

            return bytes;
        }
    }
}
