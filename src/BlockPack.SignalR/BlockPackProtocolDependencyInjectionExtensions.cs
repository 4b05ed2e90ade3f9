using System;
using BlockPack.SignalR;
using BlockPack.SignalR.Internal;
using Microsoft.AspNetCore.SignalR;
using Microsoft.AspNetCore.SignalR.Protocol;
using Microsoft.Extensions.DependencyInjection.Extensions;

namespace Microsoft.Extensions.DependencyInjection
{
    /// <summary>
    /// Registers BlockPack's hub protocols on a SignalR server (<c>AddSignalR()</c>, an <c>ISignalRServerBuilder</c>)
    /// or a .NET client (<c>HubConnectionBuilder</c>, an <c>IHubConnectionBuilder</c>): both are
    /// <see cref="ISignalRBuilder"/>s, as with the official <c>AddMessagePackProtocol</c>.
    /// </summary>
    public static class BlockPackProtocolDependencyInjectionExtensions
    {
        /// <summary>The official protocol's type, whose registration <see cref="AddBlockPackProtocol{TBuilder}(TBuilder, Action{BlockPackHubProtocolOptions})"/> replaces.</summary>
        private const string OfficialProtocolTypeName = "Microsoft.AspNetCore.SignalR.Protocol.MessagePackHubProtocol";

        /// <summary>Enables the <c>messagepack</c> hub protocol on BlockPack (<see cref="BlockPackHubProtocol"/>).</summary>
        /// <typeparam name="TBuilder">The server or client builder.</typeparam>
        /// <param name="builder">The builder.</param>
        /// <returns><paramref name="builder"/>.</returns>
        public static TBuilder AddBlockPackProtocol<TBuilder>(this TBuilder builder)
            where TBuilder : ISignalRBuilder
            => AddBlockPackProtocol(builder, static _ => { });

        /// <summary>
        /// Enables the <c>messagepack</c> hub protocol on BlockPack (<see cref="BlockPackHubProtocol"/>) and configures
        /// its options. Both protocols answer to the name <c>messagepack</c>, so the official
        /// <c>MessagePackHubProtocol</c> is removed if it was registered: one name, one implementation.
        /// </summary>
        /// <typeparam name="TBuilder">The server or client builder.</typeparam>
        /// <param name="builder">The builder.</param>
        /// <param name="configure">Configures the options; applied even when the protocol was already registered.</param>
        /// <returns><paramref name="builder"/>.</returns>
        public static TBuilder AddBlockPackProtocol<TBuilder>(this TBuilder builder, Action<BlockPackHubProtocolOptions> configure)
            where TBuilder : ISignalRBuilder
        {
            Check(builder, configure);
            for (int i = builder.Services.Count - 1; i >= 0; i--)
            {
                ServiceDescriptor descriptor = builder.Services[i];
                if (descriptor.ServiceType == typeof(IHubProtocol) && !descriptor.IsKeyedService && descriptor.ImplementationType?.FullName == OfficialProtocolTypeName)
                {
                    builder.Services.RemoveAt(i);
                }
            }

            builder.Services.TryAddEnumerable(ServiceDescriptor.Singleton<IHubProtocol, BlockPackHubProtocol>());
            builder.Services.Configure(configure);
            return builder;
        }

        /// <summary>
        /// Enables the <c>blockpack-lz4</c> hub protocol (<see cref="BlockPackLz4HubProtocol"/>): values compressed with
        /// LZ4, for BlockPack peers only. On a server, add <see cref="AddBlockPackProtocol{TBuilder}(TBuilder)"/> too so
        /// that other clients keep <c>messagepack</c>; on a .NET client, the protocol registered last is the one used.
        /// </summary>
        /// <typeparam name="TBuilder">The server or client builder.</typeparam>
        /// <param name="builder">The builder.</param>
        /// <param name="configure">Configures the options (shared with <see cref="BlockPackHubProtocol"/>).</param>
        /// <returns><paramref name="builder"/>.</returns>
        public static TBuilder AddBlockPackLz4Protocol<TBuilder>(this TBuilder builder, Action<BlockPackHubProtocolOptions>? configure = null)
            where TBuilder : ISignalRBuilder
        {
            Check(builder, configure ??= static _ => { });
            builder.Services.TryAddEnumerable(ServiceDescriptor.Singleton<IHubProtocol, BlockPackLz4HubProtocol>());
            builder.Services.Configure(configure);
            return builder;
        }

        private static void Check<TBuilder>(TBuilder builder, Action<BlockPackHubProtocolOptions> configure)
            where TBuilder : ISignalRBuilder
        {
            ArgumentNullException.ThrowIfNull(builder);

            ArgumentNullException.ThrowIfNull(configure);
        }
    }
}
