namespace BlockPack.SourceGenerator.Model
{
    /// <summary>How generated code writes and reads a member's value.</summary>
    internal enum MemberValueKind
    {
        /// <summary>A primitive or string: the writer's and reader's own methods, no formatter.</summary>
        Direct,

        /// <summary>A [MessagePackFormatter] on the member: its formatter instance, held in a static field.</summary>
        Custom,

        /// <summary>
        /// Anything else: the formatter from <c>options.Resolver</c>, or, when the member's type got a generated
        /// formatter in the same compilation, that formatter called directly (decided when writing, see MemberCode).
        /// </summary>
        Resolver,
    }
}
