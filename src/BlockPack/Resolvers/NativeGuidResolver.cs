using System;
using BlockPack.Formatters;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// Resolves <see cref="Guid"/> and its nullable form to <see cref="NativeGuidFormatter"/>'s 16-byte bin. Put it
    /// before the standard resolver: <c>CompositeResolver.Create(NativeGuidResolver.Instance, StandardResolver.Instance)</c>.
    /// </summary>
    public sealed class NativeGuidResolver : IFormatterResolver
    {
        /// <summary>The shared instance.</summary>
        public static readonly NativeGuidResolver Instance = new NativeGuidResolver();

        private NativeGuidResolver()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => FormatterCache<T>.Formatter;

        private static class FormatterCache<T>
        {
            internal static readonly IMessagePackFormatter<T>? Formatter = (IMessagePackFormatter<T>?)Create(typeof(T));

            private static IMessagePackFormatter? Create(Type type)
            {
                if (type == typeof(Guid))
                {
                    return NativeGuidFormatter.Instance;
                }

                return type == typeof(Guid?) ? new StaticNullableFormatter<Guid>(NativeGuidFormatter.Instance) : null;
            }
        }
    }
}
