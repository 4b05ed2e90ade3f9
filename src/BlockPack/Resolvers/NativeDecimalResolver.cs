using System;
using BlockPack.Formatters;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// Resolves <see cref="decimal"/> and its nullable form to <see cref="NativeDecimalFormatter"/>'s 16-byte bin. Put it
    /// before the standard resolver: <c>CompositeResolver.Create(NativeDecimalResolver.Instance, StandardResolver.Instance)</c>.
    /// </summary>
    public sealed class NativeDecimalResolver : IFormatterResolver
    {
        /// <summary>The shared instance.</summary>
        public static readonly NativeDecimalResolver Instance = new NativeDecimalResolver();

        private NativeDecimalResolver()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => FormatterCache<T>.Formatter;

        private static class FormatterCache<T>
        {
            internal static readonly IMessagePackFormatter<T>? Formatter = (IMessagePackFormatter<T>?)Create(typeof(T));

            private static IMessagePackFormatter? Create(Type type)
            {
                if (type == typeof(decimal))
                {
                    return NativeDecimalFormatter.Instance;
                }

                return type == typeof(decimal?) ? new StaticNullableFormatter<decimal>(NativeDecimalFormatter.Instance) : null;
            }
        }
    }
}
