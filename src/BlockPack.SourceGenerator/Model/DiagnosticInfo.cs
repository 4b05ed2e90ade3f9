using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Model
{
    /// <summary>
    /// A diagnostic held as values that compare by content (<see cref="Diagnostic"/> itself does not take part in
    /// incremental caching well). The location stays a real source location, so <c>#pragma warning disable</c> and
    /// .editorconfig severities apply to it as to any compiler diagnostic.
    /// </summary>
    internal sealed record DiagnosticInfo(string Id, Location Location, EquatableArray<string> Arguments)
    {
        public static DiagnosticInfo Create(DiagnosticDescriptor descriptor, Location? location, params string[] arguments) =>
            new(descriptor.Id, location ?? Location.None, new EquatableArray<string>(arguments));

        public Diagnostic ToDiagnostic()
        {
            object[] arguments = new object[this.Arguments.Count];
            for (int i = 0; i < arguments.Length; i++)
            {
                arguments[i] = this.Arguments[i];
            }

            return Diagnostic.Create(DiagnosticDescriptors.ById(this.Id), this.Location, arguments);
        }
    }
}
