using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>Gives every file no options of its own and the project's <see cref="BuildProperties"/> as global options.</summary>
    internal sealed class BuildPropertiesProvider : AnalyzerConfigOptionsProvider
    {
        private static readonly BuildProperties None = new(new System.Collections.Generic.Dictionary<string, string>());

        public BuildPropertiesProvider(BuildProperties global)
        {
            this.GlobalOptions = global;
        }

        public override AnalyzerConfigOptions GlobalOptions { get; }

        public override AnalyzerConfigOptions GetOptions(SyntaxTree tree) => None;

        public override AnalyzerConfigOptions GetOptions(AdditionalText textFile) => None;
    }
}
