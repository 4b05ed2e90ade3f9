using System.Dynamic;
using BlockPack.Formatters;
using BlockPack.Formatters.Collections;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// For reading MessagePack data whose schema is not known at compile time: every map, at any depth, is read as an
    /// <see cref="ExpandoObject"/> (usable through <c>dynamic</c>), every array as <c>object[]</c>, and other values as
    /// <see cref="PrimitiveObjectFormatter"/> reads them. Mirrors MessagePack-CSharp's <c>ExpandoObjectResolver</c>.
    /// </summary>
    public static class ExpandoObjectResolver
    {
        /// <summary>
        /// The resolver: <see cref="ExpandoObjectFormatter"/>, an <see cref="object"/> formatter that reads maps as
        /// <see cref="ExpandoObject"/>, then <see cref="BuiltinResolver"/> for everything else.
        /// </summary>
        public static readonly IFormatterResolver Instance = CompositeResolver.Create(
            new IMessagePackFormatter[] { ExpandoObjectFormatter.Instance, new ExpandoMapsObjectFormatter() },
            new IFormatterResolver[] { BuiltinResolver.Instance });

        /// <summary>
        /// Options with <see cref="Instance"/> and <see cref="MessagePackSecurity.UntrustedData"/>: data whose schema is
        /// not known in advance is usually data not trusted either.
        /// </summary>
        public static readonly MessagePackSerializerOptions Options = MessagePackSerializerOptions.Standard
            .WithSecurity(MessagePackSecurity.UntrustedData)
            .WithResolver(Instance);
    }
}
