using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Runtime.CompilerServices;

namespace BlockPack
{
    /// <summary>
    /// Reads and writes single MessagePack tokens in spans, without a <see cref="MessagePackReader"/> or
    /// <see cref="MessagePackWriter"/>: MessagePack-CSharp 3's static class of the same name, with the same methods and
    /// results, for code that parses or builds MessagePack by hand in fixed buffers.
    /// </summary>
    /// <remarks>
    /// <para>
    /// Every <c>TryRead…</c> method returns <see cref="DecodeResult.Success"/> with the value and, in <c>tokenSize</c>,
    /// the bytes the token took; <see cref="DecodeResult.EmptyBuffer"/> for an empty span;
    /// <see cref="DecodeResult.TokenMismatch"/> when the next token is of another type; and
    /// <see cref="DecodeResult.InsufficientBuffer"/> when the span ends inside the token, with <c>tokenSize</c> set to
    /// the bytes the whole token needs. Integers are read from any integer encoding; one that does not fit the type
    /// throws <see cref="OverflowException"/>, as in MessagePack-CSharp. A header's length is returned as read, not
    /// checked against the bytes that follow (the caller owns that check).
    /// </para>
    /// <para>
    /// Every <c>TryWrite…</c> method writes one token and returns <see langword="true"/> with the bytes written, or
    /// returns <see langword="false"/> with the bytes needed when the span is too short (and writes nothing). The
    /// <c>TryWrite(value)</c> overloads write the shortest encoding; <c>TryWriteInt32</c> and the like the named width.
    /// The methods are stateless and thread-safe.
    /// </para>
    /// </remarks>
    public static partial class MessagePackPrimitives
    {
        /// <summary>The outcome of a <c>TryRead…</c> method.</summary>
        public enum DecodeResult
        {
            /// <summary>The token was read.</summary>
            Success,

            /// <summary>The next token is not of the type asked for.</summary>
            TokenMismatch,

            /// <summary>The span is empty.</summary>
            EmptyBuffer,

            /// <summary>The span ends inside the token; <c>tokenSize</c> says how many bytes the token needs.</summary>
            InsufficientBuffer,
        }

        /// <summary>Reads a nil.</summary>
        /// <param name="source">The bytes.</param>
        /// <param name="tokenSize">The bytes the token takes.</param>
        /// <returns>The outcome.</returns>
        public static DecodeResult TryReadNil(ReadOnlySpan<byte> source, out int tokenSize)
        {
            tokenSize = 1;
            return source.Length == 0 ? DecodeResult.EmptyBuffer : source[0] == MessagePackCode.Nil ? DecodeResult.Success : DecodeResult.TokenMismatch;
        }

        /// <summary>Reads a boolean.</summary>
        /// <param name="source">The bytes.</param>
        /// <param name="value">The value.</param>
        /// <param name="tokenSize">The bytes the token takes.</param>
        /// <returns>The outcome.</returns>
        public static DecodeResult TryReadBool(ReadOnlySpan<byte> source, out bool value, out int tokenSize)
        {
            tokenSize = 1;
            value = false;
            if (source.Length == 0)
            {
                return DecodeResult.EmptyBuffer;
            }

            switch (source[0])
            {
                case MessagePackCode.True:
                    value = true;
                    return DecodeResult.Success;
                case MessagePackCode.False:
                    return DecodeResult.Success;
                default:
                    return DecodeResult.TokenMismatch;
            }
        }

        /// <summary>Reads an array header.</summary>
        /// <param name="source">The bytes.</param>
        /// <param name="count">The element count, as written.</param>
        /// <param name="tokenSize">The bytes the header takes.</param>
        /// <returns>The outcome.</returns>
        public static DecodeResult TryReadArrayHeader(ReadOnlySpan<byte> source, out uint count, out int tokenSize) =>
            TryReadLengthHeader(source, MessagePackCode.MinFixArray, MessagePackCode.MaxFixArray, 0, MessagePackCode.Array16, MessagePackCode.Array32, out count, out tokenSize);

        /// <summary>Reads a map header.</summary>
        /// <param name="source">The bytes.</param>
        /// <param name="count">The entry count, as written.</param>
        /// <param name="tokenSize">The bytes the header takes.</param>
        /// <returns>The outcome.</returns>
        public static DecodeResult TryReadMapHeader(ReadOnlySpan<byte> source, out uint count, out int tokenSize) =>
            TryReadLengthHeader(source, MessagePackCode.MinFixMap, MessagePackCode.MaxFixMap, 0, MessagePackCode.Map16, MessagePackCode.Map32, out count, out tokenSize);

        /// <summary>Reads a string header (fixstr, str8, str16 or str32).</summary>
        /// <param name="source">The bytes.</param>
        /// <param name="length">The length in bytes of the UTF-8 that follows.</param>
        /// <param name="tokenSize">The bytes the header takes.</param>
        /// <returns>The outcome.</returns>
        public static DecodeResult TryReadStringHeader(ReadOnlySpan<byte> source, out uint length, out int tokenSize) =>
            TryReadLengthHeader(source, MessagePackCode.MinFixStr, MessagePackCode.MaxFixStr, MessagePackCode.Str8, MessagePackCode.Str16, MessagePackCode.Str32, out length, out tokenSize);

        /// <summary>Reads a binary header (bin8, bin16 or bin32).</summary>
        /// <param name="source">The bytes.</param>
        /// <param name="length">The length in bytes of the data that follows.</param>
        /// <param name="tokenSize">The bytes the header takes.</param>
        /// <returns>The outcome.</returns>
        public static DecodeResult TryReadBinHeader(ReadOnlySpan<byte> source, out uint length, out int tokenSize) =>
            TryReadLengthHeader(source, 1, 0, MessagePackCode.Bin8, MessagePackCode.Bin16, MessagePackCode.Bin32, out length, out tokenSize);

        /// <summary>Reads an extension header (fixext1 to fixext16, ext8, ext16 or ext32).</summary>
        /// <param name="source">The bytes.</param>
        /// <param name="extensionHeader">The type code and data length.</param>
        /// <param name="tokenSize">The bytes the header takes.</param>
        /// <returns>The outcome.</returns>
        public static DecodeResult TryReadExtensionHeader(ReadOnlySpan<byte> source, out ExtensionHeader extensionHeader, out int tokenSize)
        {
            extensionHeader = default;
            tokenSize = 2;
            if (source.Length == 0)
            {
                return DecodeResult.EmptyBuffer;
            }

            // MessagePack-CSharp's order: the code and type byte are asked for before the code is looked at, so a
            // lone byte is "insufficient" (2 needed) and a non-extension a mismatch of size 2.
            tokenSize = 2;
            if (source.Length < 2)
            {
                return DecodeResult.InsufficientBuffer;
            }

            uint length;
            int lengthBytes;
            switch (source[0])
            {
                case MessagePackCode.FixExt1: length = 1; lengthBytes = 0; break;
                case MessagePackCode.FixExt2: length = 2; lengthBytes = 0; break;
                case MessagePackCode.FixExt4: length = 4; lengthBytes = 0; break;
                case MessagePackCode.FixExt8: length = 8; lengthBytes = 0; break;
                case MessagePackCode.FixExt16: length = 16; lengthBytes = 0; break;
                case MessagePackCode.Ext8: length = 0; lengthBytes = 1; break;
                case MessagePackCode.Ext16: length = 0; lengthBytes = 2; break;
                case MessagePackCode.Ext32: length = 0; lengthBytes = 4; break;
                default: return DecodeResult.TokenMismatch;
            }

            tokenSize = 2 + lengthBytes;
            if (source.Length < tokenSize)
            {
                return DecodeResult.InsufficientBuffer;
            }

            length = lengthBytes switch
            {
                1 => source[1],
                2 => BinaryPrimitives.ReadUInt16BigEndian(source.Slice(1)),
                4 => BinaryPrimitives.ReadUInt32BigEndian(source.Slice(1)),
                _ => length,
            };
            extensionHeader = new ExtensionHeader(unchecked((sbyte)source[1 + lengthBytes]), length);
            return DecodeResult.Success;
        }

        /// <summary>Reads a timestamp extension (type -1) as a UTC <see cref="DateTime"/>.</summary>
        /// <param name="source">The bytes.</param>
        /// <param name="value">The value.</param>
        /// <param name="tokenSize">The bytes the whole extension takes.</param>
        /// <returns>The outcome.</returns>
        /// <exception cref="MessagePackSerializationException">The timestamp is malformed or outside the range of <see cref="DateTime"/>.</exception>
        public static DecodeResult TryReadDateTime(ReadOnlySpan<byte> source, out DateTime value, out int tokenSize)
        {
            value = default;
            DecodeResult result = TryReadExtensionHeader(source, out ExtensionHeader header, out tokenSize);
            if (result != DecodeResult.Success)
            {
                return result;
            }

            if (header.TypeCode != ReservedMessagePackExtensionTypeCode.DateTime || header.Length is not (4 or 8 or 12))
            {
                // Not a timestamp (another type, or a length no timestamp has): the whole extension's size, as
                // MessagePack-CSharp reports it.
                tokenSize = (int)Math.Min(int.MaxValue, tokenSize + (long)header.Length);
                return DecodeResult.TokenMismatch;
            }

            int headerSize = tokenSize;
            result = TryReadDateTime(source.Slice(headerSize), header, out value, out int dataSize);
            tokenSize = headerSize + dataSize;
            return result == DecodeResult.EmptyBuffer ? DecodeResult.InsufficientBuffer : result;
        }

        /// <summary>Reads the data of a timestamp extension whose header the caller has read.</summary>
        /// <param name="source">The bytes after the header.</param>
        /// <param name="header">The header; its type must be -1.</param>
        /// <param name="value">The value.</param>
        /// <param name="tokenSize">The bytes the data takes.</param>
        /// <returns>The outcome.</returns>
        /// <exception cref="MessagePackSerializationException">The timestamp is malformed or outside the range of <see cref="DateTime"/>.</exception>
        public static DecodeResult TryReadDateTime(ReadOnlySpan<byte> source, ExtensionHeader header, out DateTime value, out int tokenSize)
        {
            value = default;
            tokenSize = (int)Math.Min(int.MaxValue, header.Length);
            if (header.TypeCode != ReservedMessagePackExtensionTypeCode.DateTime || header.Length is not (4 or 8 or 12))
            {
                return DecodeResult.TokenMismatch;
            }

            if (source.Length < tokenSize)
            {
                return source.Length == 0 ? DecodeResult.EmptyBuffer : DecodeResult.InsufficientBuffer;
            }

            // The reader decodes and checks the 4, 8 or 12 bytes; a small copy keeps one decoder for both paths.
            var reader = new MessagePackReader(new ReadOnlySequence<byte>(source.Slice(0, tokenSize).ToArray()));
            value = reader.ReadDateTime(header);
            return DecodeResult.Success;
        }

        /// <summary>Reads an integer into a <see cref="byte"/>.</summary>
        /// <param name="source">The bytes.</param>
        /// <param name="value">The value.</param>
        /// <param name="tokenSize">The bytes the token takes.</param>
        /// <returns>The outcome.</returns>
        /// <exception cref="OverflowException">The integer does not fit.</exception>
        public static DecodeResult TryReadByte(ReadOnlySpan<byte> source, out byte value, out int tokenSize)
        {
            DecodeResult result = TryReadInteger(source, out long signed, out ulong unsigned, out bool isSigned, out tokenSize);
            value = result == DecodeResult.Success ? (isSigned ? checked((byte)signed) : checked((byte)unsigned)) : default;
            return result;
        }

        /// <summary>Reads an integer into an <see cref="sbyte"/>.</summary>
        /// <param name="source">The bytes.</param>
        /// <param name="value">The value.</param>
        /// <param name="tokenSize">The bytes the token takes.</param>
        /// <returns>The outcome.</returns>
        /// <exception cref="OverflowException">The integer does not fit.</exception>
        public static DecodeResult TryReadSByte(ReadOnlySpan<byte> source, out sbyte value, out int tokenSize)
        {
            DecodeResult result = TryReadInteger(source, out long signed, out ulong unsigned, out bool isSigned, out tokenSize);
            value = result == DecodeResult.Success ? (isSigned ? checked((sbyte)signed) : checked((sbyte)unsigned)) : default;
            return result;
        }

        /// <summary>Reads an integer into a <see cref="short"/>.</summary>
        /// <param name="source">The bytes.</param>
        /// <param name="value">The value.</param>
        /// <param name="tokenSize">The bytes the token takes.</param>
        /// <returns>The outcome.</returns>
        /// <exception cref="OverflowException">The integer does not fit.</exception>
        public static DecodeResult TryReadInt16(ReadOnlySpan<byte> source, out short value, out int tokenSize)
        {
            DecodeResult result = TryReadInteger(source, out long signed, out ulong unsigned, out bool isSigned, out tokenSize);
            value = result == DecodeResult.Success ? (isSigned ? checked((short)signed) : checked((short)unsigned)) : default;
            return result;
        }

        /// <summary>Reads an integer into a <see cref="ushort"/>.</summary>
        /// <param name="source">The bytes.</param>
        /// <param name="value">The value.</param>
        /// <param name="tokenSize">The bytes the token takes.</param>
        /// <returns>The outcome.</returns>
        /// <exception cref="OverflowException">The integer does not fit.</exception>
        public static DecodeResult TryReadUInt16(ReadOnlySpan<byte> source, out ushort value, out int tokenSize)
        {
            DecodeResult result = TryReadInteger(source, out long signed, out ulong unsigned, out bool isSigned, out tokenSize);
            value = result == DecodeResult.Success ? (isSigned ? checked((ushort)signed) : checked((ushort)unsigned)) : default;
            return result;
        }

        /// <summary>Reads an integer into an <see cref="int"/>.</summary>
        /// <param name="source">The bytes.</param>
        /// <param name="value">The value.</param>
        /// <param name="tokenSize">The bytes the token takes.</param>
        /// <returns>The outcome.</returns>
        /// <exception cref="OverflowException">The integer does not fit.</exception>
        public static DecodeResult TryReadInt32(ReadOnlySpan<byte> source, out int value, out int tokenSize)
        {
            DecodeResult result = TryReadInteger(source, out long signed, out ulong unsigned, out bool isSigned, out tokenSize);
            value = result == DecodeResult.Success ? (isSigned ? checked((int)signed) : checked((int)unsigned)) : default;
            return result;
        }

        /// <summary>Reads an integer into a <see cref="uint"/>.</summary>
        /// <param name="source">The bytes.</param>
        /// <param name="value">The value.</param>
        /// <param name="tokenSize">The bytes the token takes.</param>
        /// <returns>The outcome.</returns>
        /// <exception cref="OverflowException">The integer does not fit.</exception>
        public static DecodeResult TryReadUInt32(ReadOnlySpan<byte> source, out uint value, out int tokenSize)
        {
            DecodeResult result = TryReadInteger(source, out long signed, out ulong unsigned, out bool isSigned, out tokenSize);
            value = result == DecodeResult.Success ? (isSigned ? checked((uint)signed) : checked((uint)unsigned)) : default;
            return result;
        }

        /// <summary>Reads an integer into a <see cref="long"/>.</summary>
        /// <param name="source">The bytes.</param>
        /// <param name="value">The value.</param>
        /// <param name="tokenSize">The bytes the token takes.</param>
        /// <returns>The outcome.</returns>
        /// <exception cref="OverflowException">The integer does not fit.</exception>
        public static DecodeResult TryReadInt64(ReadOnlySpan<byte> source, out long value, out int tokenSize)
        {
            DecodeResult result = TryReadInteger(source, out long signed, out ulong unsigned, out bool isSigned, out tokenSize);
            value = result == DecodeResult.Success ? (isSigned ? signed : checked((long)unsigned)) : default;
            return result;
        }

        /// <summary>Reads an integer into a <see cref="ulong"/>.</summary>
        /// <param name="source">The bytes.</param>
        /// <param name="value">The value.</param>
        /// <param name="tokenSize">The bytes the token takes.</param>
        /// <returns>The outcome.</returns>
        /// <exception cref="OverflowException">The integer does not fit.</exception>
        public static DecodeResult TryReadUInt64(ReadOnlySpan<byte> source, out ulong value, out int tokenSize)
        {
            DecodeResult result = TryReadInteger(source, out long signed, out ulong unsigned, out bool isSigned, out tokenSize);
            value = result == DecodeResult.Success ? (isSigned ? checked((ulong)signed) : unsigned) : default;
            return result;
        }

        /// <summary>Reads an integer into a <see cref="char"/> (a UTF-16 code unit).</summary>
        /// <param name="source">The bytes.</param>
        /// <param name="value">The value.</param>
        /// <param name="tokenSize">The bytes the token takes.</param>
        /// <returns>The outcome.</returns>
        /// <exception cref="OverflowException">The integer does not fit.</exception>
        public static DecodeResult TryReadChar(ReadOnlySpan<byte> source, out char value, out int tokenSize)
        {
            DecodeResult result = TryReadUInt16(source, out ushort code, out tokenSize);
            value = (char)code;
            return result;
        }

        /// <summary>Reads a float32, a float64 (rounded) or an integer (converted) into a <see cref="float"/>.</summary>
        /// <param name="source">The bytes.</param>
        /// <param name="value">The value.</param>
        /// <param name="tokenSize">The bytes the token takes.</param>
        /// <returns>The outcome.</returns>
        public static DecodeResult TryReadSingle(ReadOnlySpan<byte> source, out float value, out int tokenSize)
        {
            DecodeResult result = TryReadDouble(source, out double wide, out tokenSize);
            value = (float)wide;
            return result;
        }

        /// <summary>Reads a float64, a float32 or an integer (converted) into a <see cref="double"/>.</summary>
        /// <param name="source">The bytes.</param>
        /// <param name="value">The value.</param>
        /// <param name="tokenSize">The bytes the token takes.</param>
        /// <returns>The outcome.</returns>
        public static DecodeResult TryReadDouble(ReadOnlySpan<byte> source, out double value, out int tokenSize)
        {
            value = 0;
            if (source.Length > 0 && (source[0] == MessagePackCode.Float32 || source[0] == MessagePackCode.Float64))
            {
                tokenSize = source[0] == MessagePackCode.Float32 ? 5 : 9;
                if (source.Length < tokenSize)
                {
                    return DecodeResult.InsufficientBuffer;
                }

                if (source[0] == MessagePackCode.Float32)
                {
                    int bits = BinaryPrimitives.ReadInt32BigEndian(source.Slice(1));
                    value = Unsafe.As<int, float>(ref bits);
                }
                else
                {
                    long bits = BinaryPrimitives.ReadInt64BigEndian(source.Slice(1));
                    value = Unsafe.As<long, double>(ref bits);
                }

                return DecodeResult.Success;
            }

            DecodeResult result = TryReadInteger(source, out long signed, out ulong unsigned, out bool isSigned, out tokenSize);
            value = isSigned ? signed : (double)unsigned;
            return result;
        }

        /// <summary>
        /// Reads any integer token. Positive fixint and the unsigned formats come back in <paramref name="unsigned"/>,
        /// negative fixint and the signed formats in <paramref name="signed"/>.
        /// </summary>
        private static DecodeResult TryReadInteger(ReadOnlySpan<byte> source, out long signed, out ulong unsigned, out bool isSigned, out int tokenSize)
        {
            signed = 0;
            unsigned = 0;
            isSigned = false;
            tokenSize = 1;
            if (source.Length == 0)
            {
                return DecodeResult.EmptyBuffer;
            }

            byte code = source[0];
            if (code <= MessagePackCode.MaxFixInt)
            {
                unsigned = code;
                return DecodeResult.Success;
            }

            if (code >= MessagePackCode.MinNegativeFixInt)
            {
                signed = unchecked((sbyte)code);
                isSigned = true;
                return DecodeResult.Success;
            }

            switch (code)
            {
                case MessagePackCode.UInt8: tokenSize = 2; break;
                case MessagePackCode.UInt16: tokenSize = 3; break;
                case MessagePackCode.UInt32: tokenSize = 5; break;
                case MessagePackCode.UInt64: tokenSize = 9; break;
                case MessagePackCode.Int8: tokenSize = 2; isSigned = true; break;
                case MessagePackCode.Int16: tokenSize = 3; isSigned = true; break;
                case MessagePackCode.Int32: tokenSize = 5; isSigned = true; break;
                case MessagePackCode.Int64: tokenSize = 9; isSigned = true; break;
                default: return DecodeResult.TokenMismatch;
            }

            if (source.Length < tokenSize)
            {
                isSigned = false;
                return DecodeResult.InsufficientBuffer;
            }

            ReadOnlySpan<byte> data = source.Slice(1);
            switch (code)
            {
                case MessagePackCode.UInt8: unsigned = data[0]; break;
                case MessagePackCode.UInt16: unsigned = BinaryPrimitives.ReadUInt16BigEndian(data); break;
                case MessagePackCode.UInt32: unsigned = BinaryPrimitives.ReadUInt32BigEndian(data); break;
                case MessagePackCode.UInt64: unsigned = BinaryPrimitives.ReadUInt64BigEndian(data); break;
                case MessagePackCode.Int8: signed = unchecked((sbyte)data[0]); break;
                case MessagePackCode.Int16: signed = BinaryPrimitives.ReadInt16BigEndian(data); break;
                case MessagePackCode.Int32: signed = BinaryPrimitives.ReadInt32BigEndian(data); break;
                default: signed = BinaryPrimitives.ReadInt64BigEndian(data); break;
            }

            return DecodeResult.Success;
        }

        /// <summary>Reads a header whose family has a fix form (min..max, length in the low bits) and 8/16/32-bit forms (0 where absent).</summary>
        private static DecodeResult TryReadLengthHeader(ReadOnlySpan<byte> source, byte fixMin, byte fixMax, byte code8, byte code16, byte code32, out uint length, out int tokenSize)
        {
            length = 0;
            tokenSize = 1;
            if (source.Length == 0)
            {
                return DecodeResult.EmptyBuffer;
            }

            byte code = source[0];
            if (code >= fixMin && code <= fixMax)
            {
                length = (uint)(code - fixMin);
                return DecodeResult.Success;
            }

            if (code8 != 0 && code == code8)
            {
                tokenSize = 2;
            }
            else if (code == code16)
            {
                tokenSize = 3;
            }
            else if (code == code32)
            {
                tokenSize = 5;
            }
            else
            {
                return DecodeResult.TokenMismatch;
            }

            if (source.Length < tokenSize)
            {
                return DecodeResult.InsufficientBuffer;
            }

            length = tokenSize switch
            {
                2 => source[1],
                3 => BinaryPrimitives.ReadUInt16BigEndian(source.Slice(1)),
                _ => BinaryPrimitives.ReadUInt32BigEndian(source.Slice(1)),
            };
            return DecodeResult.Success;
        }
    }
}
