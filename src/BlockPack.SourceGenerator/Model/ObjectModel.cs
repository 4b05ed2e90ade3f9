namespace BlockPack.SourceGenerator.Model
{
    /// <summary>Everything needed to write one [MessagePackObject] type's formatter: the generator's twin of the runtime ObjectContract.</summary>
    internal sealed record ObjectModel
    {
        /// <summary>Gets the type, fully qualified with global::.</summary>
        public string TypeName { get; init; } = "";

        /// <summary>Gets the name of the generated formatter class (unique within the resolver).</summary>
        public string FormatterName { get; init; } = "";

        /// <summary>Gets a value indicating whether the type is a struct.</summary>
        public bool IsValueType { get; init; }

        /// <summary>
        /// Gets a value indicating whether the type has no attribute and is written by ContractlessStandardResolver's
        /// rules: its formatter is served only by the generated resolver's contractless part.
        /// </summary>
        public bool IsContractless { get; init; }

        /// <summary>
        /// Gets a value indicating whether this is the variant for StandardResolverAllowPrivate (or, with
        /// <see cref="IsContractless"/>, ContractlessStandardResolverAllowPrivate): non-public members and constructors
        /// used, served only by the generated resolver's AllowPrivate parts. Written only where it differs from the
        /// standard formatter (or calls a formatter that does).
        /// </summary>
        public bool IsAllowPrivate { get; init; }

        /// <summary>
        /// Gets, for an AllowPrivate variant that cannot be written although the standard formatter can, the message its
        /// refusing formatter throws (else empty): served in its place, it keeps the AllowPrivate resolvers from falling
        /// back to the standard formatter, which would silently leave the non-public members out.
        /// </summary>
        public string RefusedReason { get; init; } = "";

        /// <summary>
        /// Gets a value indicating whether the constructor is not reachable from generated code (private, protected) and
        /// is called through an [UnsafeAccessor] method taking <see cref="ConstructorParameterTypes"/>.
        /// </summary>
        public bool ConstructsThroughAccessor { get; init; }

        /// <summary>Gets the constructor's parameter types, fully qualified, when <see cref="ConstructsThroughAccessor"/>.</summary>
        public EquatableArray<string> ConstructorParameterTypes { get; init; }

        /// <summary>Gets a value indicating whether members have integer keys (an array) rather than string keys (a map).</summary>
        public bool IsIntKey { get; init; }

        /// <summary>Gets a value indicating whether the type implements IMessagePackSerializationCallbackReceiver.</summary>
        public bool HasCallbacks { get; init; }

        /// <summary>Gets a value indicating whether the value is created with a parameterless constructor (or as a struct's default) before members are read.</summary>
        public bool ConstructsFirst { get; init; }

        /// <summary>Gets a value indicating whether there is no constructor to call: a struct starts as its default value.</summary>
        public bool UsesDefaultValue { get; init; }

        /// <summary>Gets the members: by ascending key for int keys, in wire order for string keys.</summary>
        public EquatableArray<MemberModel> Members { get; init; }

        /// <summary>Gets, in parameter order, the index in <see cref="Members"/> of each constructor argument.</summary>
        public EquatableArray<int> ConstructorArguments { get; init; }

        /// <summary>Gets the member types that need a formatter from the resolver and that the generated resolver can provide without reflection.</summary>
        public EquatableArray<KnownFormatterModel> UsedTypes { get; init; }

        /// <summary>
        /// Gets the closed generic [MessagePackObject] types its members reach (an <c>Envelope&lt;Person&gt;</c> member),
        /// each with its own model, so they get a formatter too. Their own used types are in <see cref="UsedTypes"/>.
        /// </summary>
        public EquatableArray<ObjectModel> ReachedObjects { get; init; }
    }
}
