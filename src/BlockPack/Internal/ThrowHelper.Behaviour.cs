using System;
using System.Diagnostics.CodeAnalysis;
using System.Globalization;
using System.Runtime.CompilerServices;

namespace BlockPack.Internal
{
    /// <summary>Throw sites of the object-mapping rules that follow MessagePack-CSharp's behaviour.</summary>
    internal static partial class ThrowHelper
    {
        /// <summary>Builds the error for two members with one key, thrown when the formatter is resolved.</summary>
        internal static Formatters.Objects.ResolveTimeContractException DuplicateObjectKey(Type type, string keyText, string memberName) =>
            new Formatters.Objects.ResolveTimeContractException(
                $"'{type.FullName}' cannot be serialized by BlockPack: key {keyText} of member '{memberName}' is duplicated " +
                "(another member has it too); all keys of a type must be unique.");

        /// <summary>Builds the error for a non-public type under a resolver that does not allow private types.</summary>
        internal static Formatters.Objects.ResolveTimeContractException NonPublicObjectType(Type type) =>
            new Formatters.Objects.ResolveTimeContractException(
                $"'{type.FullName}' is not public, and this resolver only allows public types, as MessagePack-CSharp's does: " +
                "use an AllowPrivate resolver (StandardResolverAllowPrivate, ContractlessStandardResolverAllowPrivate) or " +
                "[MessagePackObject(AllowPrivate = true)].");

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowUnionCaseNotAssignable(Type unionType, int key, Type caseType)
        {
            throw new MessagePackSerializationException(
                $"Union key {key.ToString(CultureInfo.InvariantCulture)} of '{unionType.FullName}' is declared as '{caseType.FullName}', " +
                "which does not implement or derive from the union, so a value read with that key cannot be returned as one.");
        }
    }
}
