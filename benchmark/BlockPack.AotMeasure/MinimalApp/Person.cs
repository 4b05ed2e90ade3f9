using BlockPack;

namespace MinimalApp
{
    /// <summary>The one serialized type.</summary>
    [MessagePackObject]
    public sealed class Person
    {
        /// <summary>Gets or sets the name.</summary>
        [Key(0)]
        public string Name { get; set; } = "";

        /// <summary>Gets or sets the age.</summary>
        [Key(1)]
        public int Age { get; set; }
    }
}
