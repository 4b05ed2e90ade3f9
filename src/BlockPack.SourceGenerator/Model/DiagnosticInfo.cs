using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Model
{
    /// <summary>
    /// A diagnostic held as values that compare by content: no Roslyn <see cref="Location"/> or symbol inside, so the
    /// models holding it cache across runs. The output step turns it back into a <see cref="Diagnostic"/> in the current
    /// compilation's syntax tree, where <c>#pragma warning disable</c> and .editorconfig severities apply as to any
    /// compiler diagnostic.
    /// </summary>
    internal sealed record DiagnosticInfo(string Id, LocationInfo? Location, EquatableArray<string> Arguments)
    {
        public static DiagnosticInfo Create(DiagnosticDescriptor descriptor, Location? location, params string[] arguments) =>
            new(descriptor.Id, LocationInfo.From(location), new EquatableArray<string>(arguments));

        public Diagnostic ToDiagnostic(Compilation compilation)
        {
            object[] arguments = new object[this.Arguments.Count];
            for (int i = 0; i < arguments.Length; i++)
            {
                arguments[i] = this.Arguments[i];
            }

            return Diagnostic.Create(DiagnosticDescriptors.ById(this.Id), this.Location?.ToLocation(compilation) ?? Microsoft.CodeAnalysis.Location.None, arguments);
        }
    }
}
