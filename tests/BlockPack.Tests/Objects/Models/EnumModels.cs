using System;
using System.Runtime.Serialization;

namespace BlockPack.Tests.Objects.Models
{
    /// <summary>Enums for the enum-as-string resolver.</summary>
    public static class EnumModels
    {
        public enum Color
        {
            Red,
            Green,
            [EnumMember(Value = "bleu")]
            Blue,
        }

        [Flags]
        public enum Permissions : byte
        {
            None = 0,
            Read = 1,
            Write = 2,
        }

        [MessagePackObject]
        public class Palette
        {
            [Key(0)]
            public Color Primary { get; set; }

            [Key(1)]
            public Color? Secondary { get; set; }
        }
    }
}
