using System.Collections.Generic;
using System.Text.Json.Serialization;
using BlockPack.Sandbox.Model;

namespace BlockPack.AotMeasure
{
    /// <summary>System.Text.Json's source-generated metadata for the measured lists (the NativeAOT way to use it).</summary>
    [JsonSerializable(typeof(List<MeasureRecord>))]
    [JsonSerializable(typeof(List<Order>))]
    internal sealed partial class MeasureJsonContext : JsonSerializerContext
    {
    }
}
