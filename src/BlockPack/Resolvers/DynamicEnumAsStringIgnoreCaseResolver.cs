using System;
using System.Diagnostics.CodeAnalysis;
using BlockPack.Formatters;
using BlockPack.Formatters.Objects;
using BlockPack.Internal;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// Formats enums (and nullable enums) as their names, like <see cref="DynamicEnumAsStringResolver"/>, but reads
    /// names whatever their case ("monday" reads as <see cref="DayOfWeek.Monday"/>). Put it before the standard
    /// resolver: <c>CompositeResolver.Create(DynamicEnumAsStringIgnoreCaseResolver.Instance, StandardResolver.Instance)</c>.
    /// </summary>
    /// <remarks>
    /// Names are written exactly as declared (or as their [EnumMember] value). Reading tries the exact names first,
    /// then ignores case; it also accepts combined flag names ("a, B") and plain integers.
    /// </remarks>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    public sealed class DynamicEnumAsStringIgnoreCaseResolver : IFormatterResolver
    {
        /// <summary>The shared instance.</summary>
        public static readonly DynamicEnumAsStringIgnoreCaseResolver Instance = new DynamicEnumAsStringIgnoreCaseResolver();

        private DynamicEnumAsStringIgnoreCaseResolver()
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
                    return (IMessagePackFormatter<T>)Activator.CreateInstance(typeof(EnumAsStringFormatter<>).MakeGenericType(type), new object[] { true })!;
                }

                if (Nullable.GetUnderlyingType(type) is { IsEnum: true } underlying)
                {
                    return (IMessagePackFormatter<T>)Activator.CreateInstance(typeof(NullableEnumAsStringFormatter<>).MakeGenericType(underlying), new object[] { true })!;
                }

                return null;
            }
        }
    }
}
