namespace BlockPack.Benchmarks.Cases
{
    /// <summary>Who does the work in a case.</summary>
    public enum Library
    {
        /// <summary>BlockPack's <c>MessagePackSerializer</c> with the options' compression.</summary>
        BlockPack,

        /// <summary>
        /// MessagePack-CSharp's <c>MessagePackSerializer</c> (the <c>MessagePack</c> package: 3.x in this project, 2.x in
        /// BlockPack.Benchmarks.V2) with the same compression mode: the peer every ratio is taken against.
        /// </summary>
        MessagePackCSharp,

        /// <summary>System.Text.Json, the platform's reference serializer (uncompressed only; a context row).</summary>
        SystemTextJson,

        /// <summary>
        /// MemoryPack, a context row: plain, and for the compressed rows its own <c>BrotliCompressor</c> (it has no LZ4).
        /// </summary>
        MemoryPack,

        /// <summary>Nerdbank.MessagePack, a context row (plain only: it has no compression mode).</summary>
        NerdbankMessagePack,
    }
}
