using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>MSBuild properties as the compiler hands them to generators (<c>build_property.Name</c>).</summary>
    internal sealed class BuildProperties : AnalyzerConfigOptions
    {
        private readonly Dictionary<string, string> values = new();

        public BuildProperties(IReadOnlyDictionary<string, string> properties)
        {
            foreach (KeyValuePair<string, string> pair in properties)
            {
                this.values["build_property." + pair.Key] = pair.Value;
            }
        }

        public override bool TryGetValue(string key, [NotNullWhen(true)] out string? value) => this.values.TryGetValue(key, out value);
    }
}
