namespace BlockPack.Benchmarks.Models
{
    /// <summary>The small messages: values far below the 64-byte compression threshold.</summary>
    public enum SmallMessage
    {
        /// <summary>An <see cref="int"/> (a fixed-size primitive: never enters the compression path).</summary>
        Int,

        /// <summary>A 20-character ASCII string (21 bytes of msgpack).</summary>
        String20,

        /// <summary>A <see cref="SmallObject"/> (three members, integer keys).</summary>
        Object3,
    }
}
