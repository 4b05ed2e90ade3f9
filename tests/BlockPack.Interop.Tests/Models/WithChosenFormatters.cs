using System;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>Members that pick the public formatters of issue 20 by [MessagePackFormatter], in both libraries.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public sealed class WithChosenFormatters
    {
        [M.Key(0)]
        [M.MessagePackFormatter(typeof(M.Formatters.ForceInt32BlockFormatter))]
        [B.Key(0)]
        [B.MessagePackFormatter(typeof(B.Formatters.ForceInt32BlockFormatter))]
        public int Forced { get; set; }

        [M.Key(1)]
        [M.MessagePackFormatter(typeof(M.Formatters.NullableForceUInt16BlockFormatter))]
        [B.Key(1)]
        [B.MessagePackFormatter(typeof(B.Formatters.NullableForceUInt16BlockFormatter))]
        public ushort? ForcedOrNil { get; set; }

        [M.Key(2)]
        [M.MessagePackFormatter(typeof(M.Formatters.ForceInt64BlockArrayFormatter))]
        [B.Key(2)]
        [B.MessagePackFormatter(typeof(B.Formatters.ForceInt64BlockArrayFormatter))]
        public long[]? ForcedArray { get; set; }

        [M.Key(3)]
        [M.MessagePackFormatter(typeof(M.Formatters.NativeGuidFormatter))]
        [B.Key(3)]
        [B.MessagePackFormatter(typeof(B.Formatters.NativeGuidFormatter))]
        public Guid Id { get; set; }

        [M.Key(4)]
        [M.MessagePackFormatter(typeof(M.Formatters.NativeDecimalFormatter))]
        [B.Key(4)]
        [B.MessagePackFormatter(typeof(B.Formatters.NativeDecimalFormatter))]
        public decimal Amount { get; set; }

        [M.Key(5)]
        [M.MessagePackFormatter(typeof(M.Formatters.NativeDateTimeFormatter))]
        [B.Key(5)]
        [B.MessagePackFormatter(typeof(B.Formatters.NativeDateTimeFormatter))]
        public DateTime When { get; set; }

        [M.Key(6)]
        [M.MessagePackFormatter(typeof(M.Formatters.StringInterningFormatter))]
        [B.Key(6)]
        [B.MessagePackFormatter(typeof(B.Formatters.StringInterningFormatter))]
        public string? Tag { get; set; }
    }
}
