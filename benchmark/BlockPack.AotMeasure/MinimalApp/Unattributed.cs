namespace MinimalApp
{
    /// <summary>The type of the contractless round trip (-p:MinimalUsesContractless=true): no attributes, members keyed by name.</summary>
    public sealed class Unattributed
    {
        /// <summary>Gets or sets the name.</summary>
        public string Name { get; set; } = "";

        /// <summary>Gets or sets the age.</summary>
        public int Age { get; set; }
    }
}
