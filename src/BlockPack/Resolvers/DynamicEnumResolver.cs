using System;
using System.Diagnostics.CodeAnalysis;
using BlockPack.Formatters;
using BlockPack.Internal;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// Formats enums and nullable enums as their underlying integers (the standard resolver's encoding) and returns
    /// <see langword="null"/> for every other type, for resolver chains composed by hand, e.g.
    /// <c>CompositeResolver.Create(BuiltinResolver.Instance, DynamicEnumResolver.Instance)</c>.
    /// </summary>
    /// <remarks>
    /// <see cref="StandardResolver"/> already formats enums this way; this resolver exists so that chains written
    /// for MessagePack-CSharp, which name its DynamicEnumResolver, compile and behave the same.
    /// </remarks>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    public sealed class DynamicEnumResolver : IFormatterResolver
    {
        /// <summary>The shared instance.</summary>
        public static readonly DynamicEnumResolver Instance = new DynamicEnumResolver();

        private DynamicEnumResolver()
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
                    return (IMessagePackFormatter<T>)Activator.CreateInstance(typeof(EnumFormatter<>).MakeGenericType(type))!;
                }

                if (Nullable.GetUnderlyingType(type) is { IsEnum: true } underlying)
                {
                    object enumFormatter = Activator.CreateInstance(typeof(EnumFormatter<>).MakeGenericType(underlying))!;
                    return (IMessagePackFormatter<T>)Activator.CreateInstance(typeof(StaticNullableFormatter<>).MakeGenericType(underlying), enumFormatter)!;
                }

                return null;
            }
        }
    }
}
