namespace BlockPack
{
    /// <summary>
    /// The first-byte codes of the MessagePack format, as named by the specification.
    /// </summary>
    public static class MessagePackCode
    {
#pragma warning disable CS1591 // The names are the specification's; each constant is its own documentation.
        public const byte MinFixInt = 0x00;
        public const byte MaxFixInt = 0x7f;
        public const byte MinFixMap = 0x80;
        public const byte MaxFixMap = 0x8f;
        public const byte MinFixArray = 0x90;
        public const byte MaxFixArray = 0x9f;
        public const byte MinFixStr = 0xa0;
        public const byte MaxFixStr = 0xbf;
        public const byte Nil = 0xc0;
        public const byte NeverUsed = 0xc1;
        public const byte False = 0xc2;
        public const byte True = 0xc3;
        public const byte Bin8 = 0xc4;
        public const byte Bin16 = 0xc5;
        public const byte Bin32 = 0xc6;
        public const byte Ext8 = 0xc7;
        public const byte Ext16 = 0xc8;
        public const byte Ext32 = 0xc9;
        public const byte Float32 = 0xca;
        public const byte Float64 = 0xcb;
        public const byte UInt8 = 0xcc;
        public const byte UInt16 = 0xcd;
        public const byte UInt32 = 0xce;
        public const byte UInt64 = 0xcf;
        public const byte Int8 = 0xd0;
        public const byte Int16 = 0xd1;
        public const byte Int32 = 0xd2;
        public const byte Int64 = 0xd3;
        public const byte FixExt1 = 0xd4;
        public const byte FixExt2 = 0xd5;
        public const byte FixExt4 = 0xd6;
        public const byte FixExt8 = 0xd7;
        public const byte FixExt16 = 0xd8;
        public const byte Str8 = 0xd9;
        public const byte Str16 = 0xda;
        public const byte Str32 = 0xdb;
        public const byte Array16 = 0xdc;
        public const byte Array32 = 0xdd;
        public const byte Map16 = 0xde;
        public const byte Map32 = 0xdf;
        public const byte MinNegativeFixInt = 0xe0;
        public const byte MaxNegativeFixInt = 0xff;
#pragma warning restore CS1591

        /// <summary>Gets the <see cref="MessagePackType"/> a value starting with <paramref name="code"/> has.</summary>
        /// <param name="code">The first byte of a MessagePack value.</param>
        /// <returns>The family the code belongs to; <see cref="MessagePackType.Unknown"/> for 0xc1.</returns>
        public static MessagePackType ToMessagePackType(byte code)
        {
            if (code <= MaxFixInt || code >= MinNegativeFixInt)
            {
                return MessagePackType.Integer;
            }

            if (code <= MaxFixMap)
            {
                return MessagePackType.Map;
            }

            if (code <= MaxFixArray)
            {
                return MessagePackType.Array;
            }

            if (code <= MaxFixStr)
            {
                return MessagePackType.String;
            }

            switch (code)
            {
                case Nil: return MessagePackType.Nil;
                case False:
                case True: return MessagePackType.Boolean;
                case Bin8:
                case Bin16:
                case Bin32: return MessagePackType.Binary;
                case Ext8:
                case Ext16:
                case Ext32:
                case FixExt1:
                case FixExt2:
                case FixExt4:
                case FixExt8:
                case FixExt16: return MessagePackType.Extension;
                case Float32:
                case Float64: return MessagePackType.Float;
                case UInt8:
                case UInt16:
                case UInt32:
                case UInt64:
                case Int8:
                case Int16:
                case Int32:
                case Int64: return MessagePackType.Integer;
                case Str8:
                case Str16:
                case Str32: return MessagePackType.String;
                case Array16:
                case Array32: return MessagePackType.Array;
                case Map16:
                case Map32: return MessagePackType.Map;
                default: return MessagePackType.Unknown;
            }
        }

        /// <summary>Gets a short human-readable name of a code, for error messages.</summary>
        /// <param name="code">The first byte of a MessagePack value.</param>
        /// <returns>A name such as "fixarray", "str8" or "never used (0xc1)".</returns>
        public static string ToFormatName(byte code)
        {
            if (code <= MaxFixInt) return "positive fixint";
            if (code >= MinNegativeFixInt) return "negative fixint";
            if (code <= MaxFixMap) return "fixmap";
            if (code <= MaxFixArray) return "fixarray";
            if (code <= MaxFixStr) return "fixstr";
            switch (code)
            {
                case Nil: return "nil";
                case False: return "false";
                case True: return "true";
                case Bin8: return "bin8";
                case Bin16: return "bin16";
                case Bin32: return "bin32";
                case Ext8: return "ext8";
                case Ext16: return "ext16";
                case Ext32: return "ext32";
                case Float32: return "float32";
                case Float64: return "float64";
                case UInt8: return "uint8";
                case UInt16: return "uint16";
                case UInt32: return "uint32";
                case UInt64: return "uint64";
                case Int8: return "int8";
                case Int16: return "int16";
                case Int32: return "int32";
                case Int64: return "int64";
                case FixExt1: return "fixext1";
                case FixExt2: return "fixext2";
                case FixExt4: return "fixext4";
                case FixExt8: return "fixext8";
                case FixExt16: return "fixext16";
                case Str8: return "str8";
                case Str16: return "str16";
                case Str32: return "str32";
                case Array16: return "array16";
                case Array32: return "array32";
                case Map16: return "map16";
                case Map32: return "map32";
                default: return "never used (0xc1)";
            }
        }
    }
}
