using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>Integer keys whose constructor lists the members in the other order.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public sealed class ParametersInOtherOrder
    {
        public ParametersInOtherOrder(int low, int high)
        {
            this.Low = low;
            this.High = high;
        }

        [M.Key(0)] [B.Key(0)] public int High { get; }

        [M.Key(1)] [B.Key(1)] public int Low { get; }
    }
}
