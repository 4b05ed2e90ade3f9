using System.Text;

namespace BlockPack.SourceGenerator.Writing
{
    /// <summary>Builds C# source line by line with four-space indentation, so generated files read like hand-written ones.</summary>
    internal sealed class SourceWriter
    {
        private readonly StringBuilder builder = new();
        private int indent;

        public SourceWriter Line(string text = "")
        {
            if (text.Length != 0)
            {
                this.builder.Append(' ', this.indent * 4);
            }

            this.builder.Append(text).Append('\n');
            return this;
        }

        /// <summary>Writes the line and an opening brace, then indents.</summary>
        public SourceWriter Open(string text)
        {
            this.Line(text).Line("{");
            this.indent++;
            return this;
        }

        /// <summary>Unindents and writes a closing brace (with an optional suffix such as ';').</summary>
        public SourceWriter Close(string suffix = "")
        {
            this.indent--;
            return this.Line("}" + suffix);
        }

        public override string ToString() => this.builder.ToString();
    }
}
