using System;
using System.ComponentModel;
using BlockPack.Formatters.Objects;
using BlockPack.Internal;

namespace BlockPack.Formatters.Generated
{
    /// <summary>
    /// The errors of object and union formatters, for code written by the BlockPack source generator. Generated
    /// formatters live in the user's assembly and can only call public API; routing their failures through here keeps
    /// their messages identical to those of the emitted and reflection formatters. Not meant to be called by hand.
    /// </summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    public static class GeneratedFormatterErrors
    {
        /// <summary>The failure happened outside any member (headers, keys, skipped values).</summary>
        public const int NoMember = ObjectFormatterState.NoMember;

        /// <summary>The failure happened in the constructor or in assigning members after it.</summary>
        public const int Constructing = ObjectFormatterState.Constructing;

        /// <summary>The failure happened in an <see cref="IMessagePackSerializationCallbackReceiver"/> callback.</summary>
        public const int Callback = ObjectFormatterState.Callback;

        /// <summary>
        /// Turns a failure inside an object formatter into the exception to throw, naming the type and the member;
        /// <see langword="null"/> means rethrow the original unchanged.
        /// </summary>
        /// <param name="objectType">The object's type.</param>
        /// <param name="memberNames">The names of the object's members, indexed by <paramref name="current"/>.</param>
        /// <param name="current">The member being processed, or <see cref="NoMember"/>, <see cref="Constructing"/>, <see cref="Callback"/>.</param>
        /// <param name="exception">The failure.</param>
        /// <param name="serializing">Whether the object was being written.</param>
        /// <returns>The exception to throw, or <see langword="null"/> to rethrow <paramref name="exception"/>.</returns>
        public static Exception? WrapObjectFailure(Type objectType, string[] memberNames, int current, Exception exception, bool serializing)
        {
            if (memberNames is null)
            {
                throw new ArgumentNullException(nameof(memberNames));
            }

            string? memberName = current >= 0 && current < memberNames.Length ? memberNames[current] : null;
            return ObjectFailureWrapping.Wrap(objectType, memberName, current, exception, serializing);
        }

        /// <summary>Throws the error for nil where the struct <paramref name="type"/> is expected.</summary>
        /// <param name="type">The struct.</param>
        /// <param name="position">The nil's byte offset.</param>
        public static void ThrowNilForStruct(Type type, long position) => ThrowHelper.ThrowNilForStruct(type, position);

        /// <summary>Throws the error for a union that is not a 2-element array.</summary>
        /// <param name="unionType">The union type.</param>
        /// <param name="length">The array length read.</param>
        /// <param name="position">The array's byte offset.</param>
        public static void ThrowUnionArrayLength(Type unionType, int length, long position) => ThrowHelper.ThrowUnionArrayLength(unionType, length, position);

        /// <summary>Throws the error for a union key that no [Union] attribute declares.</summary>
        /// <param name="unionType">The union type.</param>
        /// <param name="key">The key read.</param>
        /// <param name="position">The key's byte offset.</param>
        public static void ThrowUnionKeyNotDeclared(Type unionType, int key, long position) => ThrowHelper.ThrowUnionKeyNotDeclared(unionType, key, position);

        /// <summary>Throws the error for a value whose type is not a declared case of the union.</summary>
        /// <param name="unionType">The union type.</param>
        /// <param name="actualType">The value's runtime type.</param>
        public static void ThrowUnionSubtypeNotDeclared(Type unionType, Type actualType) => ThrowHelper.ThrowUnionSubtypeNotDeclared(unionType, actualType);
    }
}
