using System;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace BlockPack.Internal
{
    /// <summary>Throw sites of the built-in formatters: every failure names the .NET type being (de)serialized.</summary>
    internal static partial class ThrowHelper
    {
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowUnexpectedNil(Type type, long position)
        {
            throw new MessagePackSerializationException(
                $"Found nil{At(position)} where a {type.FullName} was expected; {type.Name} cannot be null.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowInvalidArrayLength(Type type, int expected, int actual, long position)
        {
            throw new MessagePackSerializationException(
                $"A {type.FullName} is an array of {expected} elements, but the array{At(position)} has {actual}.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowUnparsable(Type type, string? text, long position, Exception? inner = null)
        {
            string shown = text is null ? "(not valid UTF-8 or too long)" : text.Length <= 64 ? $"\"{text}\"" : $"\"{text.Substring(0, 64)}...\" ({text.Length} characters)";
            throw new MessagePackSerializationException(
                $"The string{At(position)} is not a valid {type.FullName}: {shown}.", inner);
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowInvalidValue(Type type, string problem, long position, Exception? inner = null)
        {
            throw new MessagePackSerializationException(
                $"The data{At(position)} is not a valid {type.FullName}: {problem}.", inner);
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowDuplicateKey(Type dictionaryType, object key, long position)
        {
            throw new MessagePackSerializationException(
                $"The map{At(position)} repeats the key {key} while reading a {dictionaryType.FullName}; duplicate keys are rejected.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowNullKey(Type dictionaryType, long position)
        {
            throw new MessagePackSerializationException(
                $"The map{At(position)} has a nil key, which a {dictionaryType.FullName} cannot hold.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowCollectionCountChanged(Type collectionType, int announced, int enumerated)
        {
            throw new MessagePackSerializationException(
                $"The {collectionType.FullName} reported {announced} elements but enumerated {enumerated}; was it modified while being serialized?");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowUnexpectedCode(Type type, byte code, long position)
        {
            throw new MessagePackSerializationException(
                $"Unexpected {MessagePackCode.ToFormatName(code)} (0x{code:x2}){At(position)} while reading a {type.FullName}.");
        }
    }
}
