using System;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace BlockPack.Internal
{
    /// <content>Failures of object, union and enum-as-string formatters, and of building them.</content>
    internal static partial class ThrowHelper
    {
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowObjectKeyNotString(Type type, MessagePackType actual, long position)
        {
            throw new MessagePackSerializationException(
                $"A map key of '{type.FullName}'{At(position)} is {actual}; the keys of this object are strings.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowNilForStruct(Type type, long position)
        {
            throw new MessagePackSerializationException(
                $"Nil{At(position)} cannot be deserialized as the struct '{type.FullName}'.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowUnionArrayLength(Type type, int length, long position)
        {
            throw new MessagePackSerializationException(
                $"A union '{type.FullName}' must be a 2-element array [key, value], but the array{At(position)} has {length} elements.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowUnionKeyNotDeclared(Type type, int key, long position)
        {
            throw new MessagePackSerializationException(
                $"Union key {key}{At(position)} is not declared on '{type.FullName}' with [Union].");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowUnionSubtypeNotDeclared(Type unionType, Type actualType)
        {
            throw new MessagePackSerializationException(
                $"'{actualType.FullName}' is not declared as a [Union] case of '{unionType.FullName}', so it cannot be serialized as one.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowEnumNameUnknown(Type enumType, string name, long position)
        {
            throw new MessagePackSerializationException(
                $"'{name}'{At(position)} is not a name of the enum '{enumType.FullName}'.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowEnumExpected(Type enumType, MessagePackType actual, long position)
        {
            throw new MessagePackSerializationException(
                $"The enum '{enumType.FullName}' is read from a string or an integer, but the value{At(position)} is {actual}.");
        }

        /// <summary>Builds the error for a type the object resolvers cannot build a formatter for.</summary>
        internal static MessagePackSerializationException InvalidObjectContract(Type type, string reason) =>
            new MessagePackSerializationException($"'{type.FullName}' cannot be serialized by BlockPack: {reason}");

        /// <summary>Builds the error for a type the object resolvers cannot build a formatter for.</summary>
        internal static MessagePackSerializationException InvalidObjectContract(Type type, string reason, Exception inner) =>
            new MessagePackSerializationException($"'{type.FullName}' cannot be serialized by BlockPack: {reason}", inner);
    }
}
