namespace BlockPack.Benchmarks.Models
{
    /// <summary>Which record type a case serializes.</summary>
    public enum RecordModel
    {
        /// <summary><see cref="IntKeyRecord"/>: arrays on the wire.</summary>
        IntKey,

        /// <summary><see cref="StringKeyRecord"/>: maps on the wire.</summary>
        StringKey,
    }
}
