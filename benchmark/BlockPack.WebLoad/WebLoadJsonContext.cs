using System.Collections.Generic;
using System.Text.Json.Serialization;

namespace BlockPack.WebLoad
{
    /// <summary>System.Text.Json's source-generated contract for the JSON endpoint (what an AOT ASP.NET Core app uses).</summary>
    [JsonSerializable(typeof(List<Order>))]
    internal sealed partial class WebLoadJsonContext : JsonSerializerContext
    {
    }
}
