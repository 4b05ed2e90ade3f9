using System.Diagnostics.CodeAnalysis;
using System.Reflection;
using BlockPack.Formatters;
using BlockPack.Formatters.Objects;
using BlockPack.Internal;

namespace BlockPack.Resolvers
{
    /// <summary>Uses the formatter a type names with <see cref="MessagePackFormatterAttribute"/>.</summary>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    public sealed class AttributeFormatterResolver : IFormatterResolver
    {
        /// <summary>The shared instance.</summary>
        public static readonly AttributeFormatterResolver Instance = new AttributeFormatterResolver();

        private AttributeFormatterResolver()
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
                // Only the type's own attribute: a formatter declared on a base class cannot format the derived type.
                MessagePackFormatterAttribute? attribute = typeof(T).GetCustomAttribute<MessagePackFormatterAttribute>(inherit: false);
                if (attribute is null)
                {
                    return null;
                }

                try
                {
                    return (IMessagePackFormatter<T>)CustomFormatterFactory.Create(attribute, typeof(T), typeof(T), memberName: null);
                }
                catch (MessagePackSerializationException ex)
                {
                    return new InvalidContractFormatter<T>(ex);
                }
            }
        }
    }
}
