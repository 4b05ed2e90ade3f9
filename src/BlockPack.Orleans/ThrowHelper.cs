using System;
using System.Diagnostics.CodeAnalysis;
using global::Orleans.Serialization;

namespace BlockPack.Orleans
{
    /// <summary>The one place BlockPack.Orleans builds its exceptions, so that messages stay consistent.</summary>
    internal static class ThrowHelper
    {
        [DoesNotReturn]
        internal static void ThrowSerializeFailed(Type type, Exception inner)
            => throw new SerializerException($"BlockPack failed to serialize a {type.FullName} value: {inner.Message}", inner);

        [DoesNotReturn]
        internal static void ThrowValueTooLong(Type type, long length)
            => throw new SerializerException($"BlockPack serialized a {type.FullName} value to {length} bytes; an Orleans field holds at most {uint.MaxValue}.");

        [DoesNotReturn]
        internal static object ThrowDeserializeFailed(Type type, uint length, Exception inner)
            => throw new SerializerException($"BlockPack failed to deserialize a {type.FullName} value from {length} bytes received: {inner.Message}", inner);

        [DoesNotReturn]
        internal static object ThrowNilBody(Type type)
            => throw new SerializerException($"BlockPack received nil for a {type.FullName} value; the codec never writes nil, so the field is damaged or forged.");

        [DoesNotReturn]
        internal static void ThrowTypeNotTaken(Type? type)
            => throw new SerializerException($"A BlockPack field names the type {type?.FullName ?? "(none)"}, which this process does not hand to BlockPack; the value is refused.");

        [DoesNotReturn]
        internal static void ThrowTypeFieldMissing()
            => throw new RequiredFieldMissingException("A BlockPack field has its value before its type.");

        [DoesNotReturn]
        internal static void ThrowBodyFieldMissing(Type? type)
            => throw new RequiredFieldMissingException($"A BlockPack field of type {type?.FullName ?? "(none)"} has no value.");

        [DoesNotReturn]
        internal static object ThrowCopyFailed(Type type, Exception inner)
            => throw new SerializerException($"BlockPack failed to deep-copy a {type.FullName} value: {inner.Message}", inner);

        [DoesNotReturn]
        internal static object ThrowCopyWasNull(Type type)
            => throw new SerializerException($"BlockPack's deep copy of a {type.FullName} value read back null; the type's formatter does not round-trip it.");

        [DoesNotReturn]
        internal static object ThrowStorageReadFailed(Type type, long length, Exception inner)
            => throw new SerializerException($"BlockPack failed to read the stored {type.FullName} state ({length} bytes): {inner.Message} The stored entry is damaged or was not written by BlockPackGrainStorageSerializer; it was not loaded.", inner);
    }
}
