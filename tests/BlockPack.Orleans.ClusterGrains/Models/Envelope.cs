using BlockPack;

namespace BlockPack.OrleansCluster.Models
{
    /// <summary>A generic object: closed over objects, unions and collections in the tests.</summary>
    /// <typeparam name="T">The body's type.</typeparam>
    [MessagePackObject]
    public sealed class Envelope<T>
    {
        /// <summary>Gets or sets what the body is.</summary>
        [Key(0)]
        public string Kind { get; set; } = string.Empty;

        /// <summary>Gets or sets the body.</summary>
        [Key(1)]
        public T Body { get; set; } = default!;
    }
}
