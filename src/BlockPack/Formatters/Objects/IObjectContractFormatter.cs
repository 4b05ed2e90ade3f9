namespace BlockPack.Formatters.Objects
{
    /// <summary>
    /// An object formatter built from an <see cref="ObjectContract"/>, exposing it so that
    /// <see cref="Serializer.Coverage.FormatterCoverage"/> can check that every member's type can be serialized too.
    /// </summary>
    internal interface IObjectContractFormatter
    {
        /// <summary>Gets the contract the formatter implements.</summary>
        ObjectContract Contract { get; }
    }
}
