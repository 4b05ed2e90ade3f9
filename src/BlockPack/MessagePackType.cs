namespace BlockPack
{
    /// <summary>The families of MessagePack values, as the specification groups them.</summary>
    public enum MessagePackType : byte
    {
        /// <summary>The reserved code 0xc1, which no valid value starts with.</summary>
        Unknown = 0,

        /// <summary>A signed or unsigned integer in any encoding.</summary>
        Integer = 1,

        /// <summary>The nil value.</summary>
        Nil = 2,

        /// <summary>true or false.</summary>
        Boolean = 3,

        /// <summary>A float32 or float64.</summary>
        Float = 4,

        /// <summary>A UTF-8 string (fixstr, str8, str16, str32).</summary>
        String = 5,

        /// <summary>A byte array (bin8, bin16, bin32).</summary>
        Binary = 6,

        /// <summary>An array header followed by its elements.</summary>
        Array = 7,

        /// <summary>A map header followed by its key/value pairs.</summary>
        Map = 8,

        /// <summary>An application- or spec-defined extension (fixext, ext8/16/32).</summary>
        Extension = 9,
    }
}
