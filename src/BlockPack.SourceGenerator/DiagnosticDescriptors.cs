using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator
{
    /// <summary>
    /// The compile-time errors for annotations the runtime formatters would reject, with the same rules and wording
    /// as the runtime's "cannot be serialized by BlockPack" errors (MessagePack-CSharp's analyzer reports the same cases).
    /// </summary>
    internal static class DiagnosticDescriptors
    {
        private const string Category = "BlockPack";

        public static readonly DiagnosticDescriptor MemberWithoutKey = new(
            "BP0001",
            "Public member without [Key]",
            "Public member '{0}' of [MessagePackObject] type '{1}' has neither [Key] nor [IgnoreMember]; every public member needs one of them (or use keyAsPropertyName: true)",
            Category,
            DiagnosticSeverity.Error,
            isEnabledByDefault: true);

        public static readonly DiagnosticDescriptor DuplicateKey = new(
            "BP0002",
            "Duplicate key",
            "Key {0} of member '{1}' of type '{2}' is used by another member too; the type gets no generated formatter, and resolving one at run time fails as in MessagePack-CSharp",
            Category,
            // A warning, not an error: MessagePack-CSharp users' code with such a type builds, and its tests expect the
            // duplicate to be reported when the formatter is resolved. The warning still shows it at compile time.
            DiagnosticSeverity.Warning,
            isEnabledByDefault: true);

        public static readonly DiagnosticDescriptor MixedKeyKinds = new(
            "BP0003",
            "Integer and string keys mixed",
            "Member '{0}' of type '{1}' has a {2} key but earlier members have {3} keys; all keys of one type must be of the same kind",
            Category,
            DiagnosticSeverity.Error,
            isEnabledByDefault: true);

        public static readonly DiagnosticDescriptor NegativeKey = new(
            "BP0004",
            "Negative integer key",
            "Member '{0}' of type '{1}' has the negative key {2}; integer keys are array indexes",
            Category,
            DiagnosticSeverity.Error,
            isEnabledByDefault: true);

        public static readonly DiagnosticDescriptor UnionCaseNotDerived = new(
            "BP0005",
            "Union case does not derive from the union",
            "Union case {0} of '{1}', '{2}', does not implement or derive from it",
            Category,
            DiagnosticSeverity.Error,
            isEnabledByDefault: true);

        public static readonly DiagnosticDescriptor DuplicateUnionCase = new(
            "BP0006",
            "Union key or type declared twice",
            "Union key {0} or type '{1}' is declared twice on '{2}'",
            Category,
            DiagnosticSeverity.Error,
            isEnabledByDefault: true);

        public static readonly DiagnosticDescriptor NoConstructor = new(
            "BP0007",
            "No usable constructor",
            "'{0}' cannot be deserialized by the standard resolvers: {1}",
            Category,
            // A warning, not an error: the AllowPrivate resolvers may still find a constructor at run time.
            DiagnosticSeverity.Warning,
            isEnabledByDefault: true);

        public static readonly DiagnosticDescriptor UnserializableMember = new(
            "BP0008",
            "Member type cannot be serialized",
            "Member '{0}' of type '{1}' has type '{2}', which cannot be serialized",
            Category,
            DiagnosticSeverity.Error,
            isEnabledByDefault: true);

        /// <summary>
        /// A non-public field or property without [Key] or [IgnoreMember] on a [MessagePackObject] type, seen by the
        /// AllowPrivate rules (StandardResolverAllowPrivate, or AllowPrivate = true on the attribute). A warning at the
        /// type: the standard resolvers still serve it (unless the attribute asks for AllowPrivate), but the AllowPrivate
        /// resolvers refuse it, at run time as in MessagePack-CSharp and under NativeAOT alike.
        /// </summary>
        public static readonly DiagnosticDescriptor UnkeyedNonPublicMember = new(
            "BP0010",
            "Non-public member without [Key] under AllowPrivate",
            "Non-public member '{0}' of [MessagePackObject] type '{1}' has neither [Key] nor [IgnoreMember]; the AllowPrivate resolvers (and AllowPrivate = true) count every field and property and refuse the type: add [Key] to serialize the member or [IgnoreMember] to leave it out",
            Category,
            DiagnosticSeverity.Warning,
            isEnabledByDefault: true);

        /// <summary>
        /// A type of this compilation reaches a generic entry point but nothing would serve it under NativeAOT (or with
        /// the standard resolver at all). A warning: options with a contractless or custom resolver may still serve it.
        /// </summary>
        public static readonly DiagnosticDescriptor NoGeneratedFormatter = new(
            "BP0009",
            "No formatter will be generated for a type serialized here",
            "'{0}' is serialized here but no formatter is generated for it: {1}. Under NativeAOT this call fails with FormatterNotRegisteredException unless the options' resolver serves it.",
            Category,
            DiagnosticSeverity.Warning,
            isEnabledByDefault: true);

        /// <summary>
        /// An entry point called with a type parameter (<c>Serialize&lt;T&gt;</c> inside a generic helper) whose closed
        /// types the generator cannot all see: the helper is callable from other assemblies, or no call with a closed
        /// type reaches it in this compilation (reflection, <c>MakeGenericMethod</c>). The closed types it does see are
        /// generated; the others fail under NativeAOT, so the warning says what to list.
        /// </summary>
        public static readonly DiagnosticDescriptor OpenTypeArgument = new(
            "BP0011",
            "Type argument not closed in this compilation",
            "'{0}' is serialized here through '{1}', {2}; under NativeAOT each type it is called with needs a formatter: add [MessagePackSerializable(typeof(...))] for each such type (on the assembly or any class)",
            Category,
            DiagnosticSeverity.Warning,
            isEnabledByDefault: true);

        /// <summary>
        /// The message of the <c>FormatterNotRegisteredException</c> an AllowPrivate variant throws when these rules
        /// refuse the type for a non-public member without [Key] or [IgnoreMember] (BP0010's case): {0} the resolver,
        /// {1} the type, {2} the member.
        /// </summary>
        public const string AllowPrivateRefusesUnkeyedMember =
            "{0} cannot serialize {1}: its non-public member '{2}' has neither [Key] nor [IgnoreMember]. The AllowPrivate resolvers make every field and property of a [MessagePackObject] type a member, so add [Key] to serialize it or [IgnoreMember] to leave it out (BP0010).";

        /// <summary>
        /// The message of the <c>FormatterNotRegisteredException</c> an AllowPrivate variant throws when the generator
        /// could not write it although it wrote the standard formatter: {0} the resolver, {1} the type, {2} the reason
        /// (<see cref="NoUnsafeAccessor"/> or <see cref="VariantNotWritable"/>).
        /// </summary>
        public const string AllowPrivateVariantNotWritten =
            "BlockPack.SourceGenerator could not write {0}'s formatter for {1}: {2}. Under NativeAOT this resolver has no formatter for it; the standard resolvers do.";

        /// <summary>Why a variant was not written, in a library compiled before .NET 8.</summary>
        public const string NoUnsafeAccessor =
            "the assembly was compiled for a framework before .NET 8, where generated code cannot reach non-public members ([UnsafeAccessor])";

        /// <summary>Why a variant was not written, elsewhere.</summary>
        public const string VariantNotWritable =
            "a non-public member's type cannot be named from generated code (a private nested type), or those rules find an annotation problem the standard ones do not see (a duplicate or mixed key among non-public members)";

        public static DiagnosticDescriptor ById(string id) => id switch
        {
            "BP0009" => NoGeneratedFormatter,
            "BP0011" => OpenTypeArgument,
            "BP0001" => MemberWithoutKey,
            "BP0002" => DuplicateKey,
            "BP0003" => MixedKeyKinds,
            "BP0004" => NegativeKey,
            "BP0005" => UnionCaseNotDerived,
            "BP0006" => DuplicateUnionCase,
            "BP0007" => NoConstructor,
            "BP0010" => UnkeyedNonPublicMember,
            _ => UnserializableMember,
        };
    }
}
