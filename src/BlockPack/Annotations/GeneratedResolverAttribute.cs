using System;
using System.Diagnostics.CodeAnalysis;

namespace BlockPack
{
    /// <summary>
    /// Names the resolver BlockPack.SourceGenerator wrote for an assembly, so <see cref="Resolvers.SourceGeneratedResolver"/>
    /// (part of the standard resolvers) finds the generated formatters of the assembly's types without scanning it.
    /// The generator applies it; set the MSBuild property <c>BlockPackRegisterGeneratedResolver</c> to <c>false</c> to
    /// leave it out.
    /// </summary>
    [AttributeUsage(AttributeTargets.Assembly, AllowMultiple = true, Inherited = false)]
    public sealed class GeneratedResolverAttribute : Attribute
    {
        /// <summary>Initializes a new instance of the <see cref="GeneratedResolverAttribute"/> class.</summary>
        /// <param name="resolverType">The generated resolver: an <see cref="IFormatterResolver"/> with a public static field <c>Instance</c>.</param>
        public GeneratedResolverAttribute([DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicFields)] Type resolverType)
        {
            this.ResolverType = resolverType ?? throw new ArgumentNullException(nameof(resolverType));
        }

        /// <summary>Gets the generated resolver's type.</summary>
        [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicFields)]
        public Type ResolverType { get; }
    }
}
