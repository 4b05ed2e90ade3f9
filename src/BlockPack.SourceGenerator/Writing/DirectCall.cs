namespace BlockPack.SourceGenerator.Writing
{
    /// <summary>A resolved member's way around its formatter's interface call (MemberCode.DirectCallOf).</summary>
    /// <param name="Test">The condition, with <c>{0}</c> for the member's formatter and <c>resolver</c> for the resolver, under which the direct code is taken.</param>
    /// <param name="Write">The statement writing the value, with <c>{0}</c> for the value expression.</param>
    /// <param name="Read">The expression reading the value.</param>
    internal sealed record DirectCall(string Test, string Write, string Read);
}
