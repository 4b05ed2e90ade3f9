using System;

namespace BlockPack.MassTransit.Tests
{
    /// <summary>The response of the request/response test.</summary>
    [MessagePackObject]
    public sealed class OrderAccepted
    {
        [Key(0)]
        public Guid OrderId { get; set; }

        [Key(1)]
        public int LineCount { get; set; }
    }
}
