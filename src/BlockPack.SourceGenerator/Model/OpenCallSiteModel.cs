namespace BlockPack.SourceGenerator.Model
{
    /// <summary>
    /// A call of a generic BlockPack entry point whose <c>T</c> is, or contains, a type parameter of the method, local
    /// function or type around it (<c>MessagePackSerializer.Serialize(value)</c> inside <c>Save&lt;T&gt;(T value)</c>).
    /// Only where it is: the closed types are found later, over the whole compilation (<c>GenericFlow</c>).
    /// </summary>
    /// <param name="Location">The call.</param>
    /// <param name="ContractlessOptions">What the call's options are known to use, as for a closed call site.</param>
    internal sealed record OpenCallSiteModel(LocationInfo Location, Reading.ContractlessOptionsKind ContractlessOptions);
}
