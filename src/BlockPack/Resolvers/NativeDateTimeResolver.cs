using System;
using BlockPack.Formatters;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// Resolves <see cref="DateTime"/>, its nullable form and arrays of it to <see cref="NativeDateTimeFormatter"/>'s
    /// binary form, which keeps <see cref="DateTime.Kind"/>. Put it before the standard resolver:
    /// <c>CompositeResolver.Create(NativeDateTimeResolver.Instance, StandardResolver.Instance)</c>.
    /// </summary>
    public sealed class NativeDateTimeResolver : IFormatterResolver
    {
        /// <summary>The shared instance.</summary>
        public static readonly NativeDateTimeResolver Instance = new NativeDateTimeResolver();

        /// <summary>Options that use this resolver alone (as MessagePack-CSharp's field of the same name does).</summary>
        public static readonly MessagePackSerializerOptions Options = new MessagePackSerializerOptions(Instance);

        private NativeDateTimeResolver()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => FormatterCache<T>.Formatter;

        private static class FormatterCache<T>
        {
            internal static readonly IMessagePackFormatter<T>? Formatter = (IMessagePackFormatter<T>?)Create(typeof(T));

            private static IMessagePackFormatter? Create(Type type)
            {
                if (type == typeof(DateTime))
                {
                    return NativeDateTimeFormatter.Instance;
                }

                if (type == typeof(DateTime?))
                {
                    return new StaticNullableFormatter<DateTime>(NativeDateTimeFormatter.Instance);
                }

                return type == typeof(DateTime[]) ? NativeDateTimeArrayFormatter.Instance : null;
            }
        }
    }
}
