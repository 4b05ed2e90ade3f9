namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>The names of the cluster's grain storages (both Redis, in the cluster's redis-server).</summary>
    public static class ClusterStorage
    {
        /// <summary>The storage with BlockPack's grain storage serializer.</summary>
        public const string BlockPack = "blockpack";

        /// <summary>The storage with Orleans' default grain storage serializer (Newtonsoft.Json, <c>JsonGrainStorageSerializer</c>).</summary>
        public const string OrleansDefault = "orleans";

        /// <summary>The storage with Orleans' binary grain storage serializer (<c>OrleansGrainStorageSerializer</c>: its wire codecs).</summary>
        public const string OrleansBinary = "orleans-binary";
    }
}
