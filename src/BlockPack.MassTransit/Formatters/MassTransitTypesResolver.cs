using System;
using BlockPack.Formatters;
using MassTransit;
using MassTransit.Events;

namespace BlockPack.MassTransit.Formatters
{
    /// <summary>
    /// Formatters for the MassTransit types that travel inside messages and carry no BlockPack attributes:
    /// <see cref="Fault{T}"/> (and <see cref="FaultEvent{T}"/>, what MassTransit publishes as one),
    /// <see cref="ExceptionInfo"/> and <see cref="HostInfo"/>. Placed before the user's resolver.
    /// </summary>
    internal sealed class MassTransitTypesResolver : IFormatterResolver
    {
        /// <summary>The one instance.</summary>
        internal static readonly MassTransitTypesResolver Instance = new MassTransitTypesResolver();

        private MassTransitTypesResolver()
        {
        }

        /// <summary>Whether this resolver writes <paramref name="type"/> (so a message of that interface type is written as declared).</summary>
        internal static bool Handles(Type type) => type == typeof(HostInfo) || type == typeof(ExceptionInfo) || FaultMessageType(type) is not null;

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => Cache<T>.Formatter;

        private static Type? FaultMessageType(Type type)
            => type.IsGenericType && (type.GetGenericTypeDefinition() == typeof(Fault<>) || type.GetGenericTypeDefinition() == typeof(FaultEvent<>))
                ? type.GetGenericArguments()[0]
                : null;

        private static class Cache<T>
        {
            internal static readonly IMessagePackFormatter<T>? Formatter = Create();

            private static IMessagePackFormatter<T>? Create()
            {
                if (typeof(T) == typeof(HostInfo))
                {
                    return (IMessagePackFormatter<T>)(object)HostInfoFormatter.Instance;
                }

                if (typeof(T) == typeof(ExceptionInfo))
                {
                    return (IMessagePackFormatter<T>)(object)ExceptionInfoFormatter.Instance;
                }

                Type? messageType = FaultMessageType(typeof(T));
                if (messageType is null)
                {
                    return null;
                }

                Type formatter = (typeof(T).GetGenericTypeDefinition() == typeof(Fault<>) ? typeof(FaultFormatter<>) : typeof(FaultEventFormatter<>)).MakeGenericType(messageType);
                return (IMessagePackFormatter<T>)Activator.CreateInstance(formatter)!;
            }
        }
    }
}
