namespace BlockPack.Benchmarks.Cases
{
    /// <summary>Who does the work in a case.</summary>
    public enum Library
    {
        /// <summary>BlockPack's <c>MessagePackSerializer</c> with the options' compression.</summary>
        BlockPack,

        /// <summary>
        /// Baseline (MessagePack-CSharp algorithm re-implemented, not the real library): see
        /// <see cref="Baseline.MpcsAlgorithmBaseline"/>.
        /// </summary>
        MpcsAlgorithmBaseline,

        /// <summary>System.Text.Json, the platform's reference serializer (uncompressed only).</summary>
        SystemTextJson,
    }
}
