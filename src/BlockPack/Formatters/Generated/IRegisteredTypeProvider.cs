using System;
using System.ComponentModel;

namespace BlockPack.Formatters.Generated
{
    /// <summary>
    /// Implemented by every generated resolver, for what needs a type's generic code chosen by a <see cref="Type"/> at run
    /// time, which NativeAOT cannot close itself: the non-generic <see cref="MessagePackSerializer"/> methods for the
    /// types listed with <see cref="MessagePackSerializableAttribute"/>, and the generated structs boxed in an
    /// <see cref="object"/> member; and the contractless and AllowPrivate formatters the resolvers of those names use
    /// there. Found through the assembly's <see cref="GeneratedResolverAttribute"/>. Not meant to
    /// be implemented by hand.
    /// </summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    public interface IRegisteredTypeProvider
    {
        /// <summary>Gets the entry of <paramref name="type"/>, or <see langword="null"/> when the project did not list it.</summary>
        /// <param name="type">The type asked for.</param>
        /// <returns>The entry, or <see langword="null"/>.</returns>
        RegisteredType? GetRegisteredType(Type type);

        /// <summary>
        /// Writes <paramref name="value"/> with the options' formatter of its own type when it is a generated struct of
        /// this assembly (boxed in an <see cref="object"/> member or array).
        /// </summary>
        /// <param name="writer">The writer.</param>
        /// <param name="value">The boxed value.</param>
        /// <param name="options">The options whose resolver gives the formatter.</param>
        /// <returns><see langword="false"/> when the value is not such a struct; nothing was written.</returns>
        bool TrySerializeBoxed(ref MessagePackWriter writer, object value, MessagePackSerializerOptions options);

        /// <summary>
        /// Gets the formatters of the project's unattributed classes and structs reached from its calls, written by
        /// <see cref="Resolvers.ContractlessStandardResolver"/>'s rules (public members keyed by name), or
        /// <see langword="null"/> when there are none. Only that resolver asks it under NativeAOT: the standard resolver
        /// keeps refusing such types.
        /// </summary>
        IFormatterResolver? Contractless { get; }

        /// <summary>
        /// Gets the formatters written by <see cref="Resolvers.StandardResolverAllowPrivate"/>'s rules (non-public
        /// members with [Key] or [DataMember], non-public constructors and types) for the types where those differ from the
        /// standard formatters, or <see langword="null"/> when there are none. Only the AllowPrivate resolvers ask it,
        /// under NativeAOT, before the standard formatters.
        /// </summary>
        IFormatterResolver? AllowPrivate { get; }

        /// <summary>
        /// Gets the formatters of the project's unattributed classes and structs written by
        /// <see cref="Resolvers.ContractlessStandardResolverAllowPrivate"/>'s rules (every field and property, non-public
        /// ones included, keyed by name) where those differ from <see cref="Contractless"/>'s, or <see langword="null"/>.
        /// Only that resolver asks it, under NativeAOT.
        /// </summary>
        IFormatterResolver? ContractlessAllowPrivate { get; }
    }
}
