using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace BlockPack.SourceGenerator.Model
{
    /// <summary>
    /// Where a diagnostic points, as plain values: a Roslyn <see cref="Location"/> holds its syntax tree, which would keep
    /// old compilations alive in the generator's cache and never compare equal across runs.
    /// </summary>
    /// <param name="FilePath">The syntax tree's path.</param>
    /// <param name="Span">The span in that file.</param>
    /// <param name="LineSpan">The same span as lines and columns, for a file the compilation no longer has.</param>
    internal sealed record LocationInfo(string FilePath, TextSpan Span, LinePositionSpan LineSpan)
    {
        /// <summary>The values of a source location, or null for none (or a location outside source).</summary>
        public static LocationInfo? From(Location? location) =>
            location is { IsInSource: true, SourceTree: { } tree }
                ? new LocationInfo(tree.FilePath, location.SourceSpan, location.GetLineSpan().Span)
                : null;

        /// <summary>
        /// The location in <paramref name="compilation"/>'s tree of that path, so <c>#pragma warning disable</c> applies
        /// (it does only to locations in a syntax tree); a file location when the tree is not found.
        /// </summary>
        public Location ToLocation(Compilation compilation)
        {
            foreach (SyntaxTree tree in compilation.SyntaxTrees)
            {
                if (tree.FilePath == this.FilePath)
                {
                    return Location.Create(tree, this.Span);
                }
            }

            return Location.Create(this.FilePath, this.Span, this.LineSpan);
        }
    }
}
