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
    /// <summary>One section of a <see cref="Report"/>: a heading, paragraphs and a series of figures.</summary>
#if CLUSTER_MODELS_ORLEANS_DEFAULT
    [GenerateSerializer]
#elif !CLUSTER_MODELS_JSON
    [MessagePackObject]
#endif
    public sealed class ReportSection
    {
        /// <summary>Gets or sets the heading.</summary>
        [Key(0)]
        [Id(0)]
        public string Heading { get; set; } = string.Empty;

        /// <summary>Gets or sets the paragraphs.</summary>
        [Key(1)]
        [Id(1)]
        public List<string> Paragraphs { get; set; } = new List<string>();

        /// <summary>Gets or sets the figures, one per day.</summary>
        [Key(2)]
        [Id(2)]
        public List<double> Figures { get; set; } = new List<double>();

        /// <summary>Gets or sets the counts behind the figures.</summary>
        [Key(3)]
        [Id(3)]
        public List<int> Counts { get; set; } = new List<int>();
    }
}
