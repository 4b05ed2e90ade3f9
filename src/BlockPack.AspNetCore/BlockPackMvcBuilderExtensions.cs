using System;
using System.Diagnostics.CodeAnalysis;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.DependencyInjection.Extensions;
using Microsoft.Extensions.Options;

namespace BlockPack.AspNetCore
{
    /// <summary>Registers BlockPack's MVC formatters.</summary>
    public static class BlockPackMvcBuilderExtensions
    {
        /// <summary>
        /// Adds <see cref="BlockPackInputFormatter"/> and <see cref="BlockPackOutputFormatter"/> after the existing
        /// formatters: requests with a MessagePack content type are read as MessagePack, and responses are written as
        /// MessagePack when the client's <c>Accept</c> asks for it (JSON stays the default for clients that do not).
        /// Calling it again only applies the further configuration.
        /// </summary>
        /// <param name="builder">The MVC builder.</param>
        /// <param name="configure">Configures <see cref="BlockPackHttpOptions"/> (shared with the minimal-API helpers), or <see langword="null"/>.</param>
        /// <returns>The builder.</returns>
        [RequiresDynamicCode(AotMessages.MvcFormatters)]
        public static IMvcBuilder AddBlockPackFormatters(this IMvcBuilder builder, Action<BlockPackHttpOptions>? configure = null)
        {
            ArgumentNullException.ThrowIfNull(builder);

            builder.Services.AddOptions<BlockPackHttpOptions>();
            if (configure is not null)
            {
                builder.Services.Configure(configure);
            }

            builder.Services.TryAddEnumerable(ServiceDescriptor.Transient<IConfigureOptions<MvcOptions>, BlockPackMvcOptionsSetup>());
            return builder;
        }

        /// <summary>Puts the two formatters into <see cref="MvcOptions"/> once the BlockPack options are final.</summary>
        private sealed class BlockPackMvcOptionsSetup : IConfigureOptions<MvcOptions>
        {
            private readonly IOptions<BlockPackHttpOptions> options;

            public BlockPackMvcOptionsSetup(IOptions<BlockPackHttpOptions> options) => this.options = options;

            [UnconditionalSuppressMessage("AOT", "IL3050", Justification = AotMessages.ReachedOnlyFromAnnotated)]
            public void Configure(MvcOptions mvcOptions)
            {
                BlockPackHttpOptions httpOptions = this.options.Value;
                mvcOptions.InputFormatters.Add(new BlockPackInputFormatter(httpOptions));
                mvcOptions.OutputFormatters.Add(new BlockPackOutputFormatter(httpOptions));
            }
        }
    }
}
