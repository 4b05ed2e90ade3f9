using System;
using BlockPack.Orleans;
using Orleans.Serialization;

namespace BlockPack.OrleansCluster.Hosting
{
    /// <summary>
    /// The serializers every process of the cluster registers: BlockPack for the <c>[MessagePackObject]</c> types (its
    /// default rule), Orleans' System.Text.Json codec for the benchmark models of <see cref="JsonModelsNamespace"/>, and
    /// Orleans' generated codecs for the <c>[GenerateSerializer]</c> types, which Orleans asks first.
    /// </summary>
    public static class ClusterSerializers
    {
        /// <summary>The namespace of the benchmark models Orleans' System.Text.Json codec carries.</summary>
        public const string JsonModelsNamespace = "BlockPack.OrleansCluster.Models.Json";

        /// <summary>Adds the cluster's serializers.</summary>
        /// <param name="builder">Orleans' serializer builder.</param>
        /// <param name="blockPack">BlockPack's codec options; <see langword="null"/> for the defaults.</param>
        public static void Configure(ISerializerBuilder builder, BlockPackCodecOptions? blockPack = null)
        {
            ArgumentNullException.ThrowIfNull(builder);
            builder.AddJsonSerializer(IsJsonModel, IsJsonModel, null);
            builder.AddBlockPackSerializer(null, null, blockPack);
        }

        private static bool IsJsonModel(Type type) => type.Namespace == JsonModelsNamespace;
    }
}
