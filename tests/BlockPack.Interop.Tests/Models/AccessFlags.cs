using System;
using System.Runtime.Serialization;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A [Flags] enum with [EnumMember] names on some values.</summary>
    [Flags]
    public enum AccessFlags
    {
        None = 0,
        [EnumMember(Value = "r")]
        Read = 1,
        [EnumMember(Value = "w")]
        Write = 2,
        Execute = 4,
    }
}
