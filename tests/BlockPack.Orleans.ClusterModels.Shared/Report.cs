using System;
using System.Collections.Generic;
using BlockPack;
using Orleans;

#if CLUSTER_MODELS_ORLEANS_DEFAULT
namespace BlockPack.OrleansCluster.Models.OrleansDefault
#elif CLUSTER_MODELS_JSON
namespace BlockPack.OrleansCluster.Models.Json
#else
namespace BlockPack.OrleansCluster.Models
#endif
{
    /// <summary>The benchmark's large value (about 1 MB): a report of sections of text and figures.</summary>
#if CLUSTER_MODELS_ORLEANS_DEFAULT
    [GenerateSerializer]
#elif !CLUSTER_MODELS_JSON
    [MessagePackObject]
#endif
    public sealed class Report
    {
        /// <summary>Gets or sets the title.</summary>
        [Key(0)]
        [Id(0)]
        public string Title { get; set; } = string.Empty;

        /// <summary>Gets or sets when the report was made (UTC).</summary>
        [Key(1)]
        [Id(1)]
        public DateTime CreatedAt { get; set; }

        /// <summary>Gets or sets the sections.</summary>
        [Key(2)]
        [Id(2)]
        public List<ReportSection> Sections { get; set; } = new List<ReportSection>();
    }
}
