using System;

namespace BlockPack
{
    /// <summary>
    /// MessagePack-CSharp's marker for a partial class its source generator fills in as a resolver. BlockPack accepts
    /// it so that code which carries it compiles unchanged; BlockPack.SourceGenerator does not fill the class in: it
    /// registers its own generated resolver for the assembly (<see cref="GeneratedResolverAttribute"/>), which the
    /// standard resolvers find without the class (docs/migration.md).
    /// </summary>
    [AttributeUsage(AttributeTargets.Class, Inherited = false, AllowMultiple = false)]
    public class GeneratedMessagePackResolverAttribute : Attribute
    {
        /// <summary>
        /// Gets or sets a value indicating whether MessagePack-CSharp's generator writes the types without keys as maps.
        /// Accepted for source compatibility; BlockPack's generator does not read it.
        /// </summary>
        public bool UseMapMode { get; set; }
    }
}
