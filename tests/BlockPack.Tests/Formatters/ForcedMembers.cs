using System;
using BlockPack.Formatters;

namespace BlockPack.Tests.Formatters
{
    /// <summary>Members that pick formatters by attribute, as MessagePack-CSharp users write them.</summary>
    [MessagePackObject]
    public class ForcedMembers
    {
        /// <summary>Always an int32.</summary>
        [Key(0)]
        [MessagePackFormatter(typeof(ForceInt32BlockFormatter))]
        public int Forced { get; set; }

        /// <summary>Nil or always a uint64.</summary>
        [Key(1)]
        [MessagePackFormatter(typeof(NullableForceUInt64BlockFormatter))]
        public ulong? ForcedOrNil { get; set; }

        /// <summary>Every element an int16.</summary>
        [Key(2)]
        [MessagePackFormatter(typeof(ForceInt16BlockArrayFormatter))]
        public short[]? ForcedArray { get; set; }

        /// <summary>16 bytes of bin.</summary>
        [Key(3)]
        [MessagePackFormatter(typeof(NativeGuidFormatter))]
        public Guid Id { get; set; }
    }
}
