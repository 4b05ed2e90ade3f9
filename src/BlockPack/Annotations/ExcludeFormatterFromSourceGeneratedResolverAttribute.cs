using System;

namespace BlockPack
{
    /// <summary>
    /// MessagePack-CSharp's marker for a hand-written formatter its source-generated resolver must not pick up.
    /// BlockPack accepts it so that code which carries it compiles unchanged; BlockPack's generated resolver only holds
    /// the formatters BlockPack.SourceGenerator writes, so hand-written formatters are never picked up and the marker
    /// changes nothing.
    /// </summary>
    [AttributeUsage(AttributeTargets.Class, Inherited = true, AllowMultiple = false)]
    public class ExcludeFormatterFromSourceGeneratedResolverAttribute : Attribute
    {
    }
}
