namespace BlockPack.Tests.Compression
{
    /// <summary>A stream of <see cref="Count"/> records [id, name, score], written without holding them in memory.</summary>
    internal sealed class RecordStream
    {
        internal RecordStream(int count) => this.Count = count;

        internal int Count { get; }

        internal static string Name(int id) => "record-" + id;
    }
}
