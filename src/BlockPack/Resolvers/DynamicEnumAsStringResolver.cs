using System;
using System.Diagnostics.CodeAnalysis;
using BlockPack.Formatters;
using BlockPack.Formatters.Objects;
using BlockPack.Internal;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// Formats enums (and nullable enums) as their names instead of their numbers. Put it before the standard
    /// resolver: <c>CompositeResolver.Create(DynamicEnumAsStringResolver.Instance, StandardResolver.Instance)</c>.
    /// </summary>
    /// <remarks>
    /// A name is written as its [EnumMember] value when it has one. Reading accepts names, combined flag names
    /// ("A, B") and plain integers.
    /// </remarks>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    public sealed class DynamicEnumAsStringResolver : IFormatterResolver
    {
        /// <summary>The shared instance.</summary>
        public static readonly DynamicEnumAsStringResolver Instance = new DynamicEnumAsStringResolver();

        /// <summary>Options with enums as strings and everything else as <see cref="StandardResolver"/> formats it.</summary>
        public static readonly MessagePackSerializerOptions Options = new MessagePackSerializerOptions(CompositeResolver.Create(Instance, StandardResolver.Instance));

        private DynamicEnumAsStringResolver()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => FormatterCache<T>.Formatter;

        [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        private static class FormatterCache<T>
        {
            internal static readonly IMessagePackFormatter<T>? Formatter = Create();

            private static IMessagePackFormatter<T>? Create()
            {
                Type type = typeof(T);
                if (type.IsEnum)
                {
                    return (IMessagePackFormatter<T>)Activator.CreateInstance(typeof(EnumAsStringFormatter<>).MakeGenericType(type))!;
                }

                if (Nullable.GetUnderlyingType(type) is { IsEnum: true } underlying)
                {
                    return (IMessagePackFormatter<T>)Activator.CreateInstance(typeof(NullableEnumAsStringFormatter<>).MakeGenericType(underlying))!;
                }

                return null;
            }
        }
    }
}
