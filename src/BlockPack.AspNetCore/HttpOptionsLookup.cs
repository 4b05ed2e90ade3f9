using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Options;

namespace BlockPack.AspNetCore
{
    /// <summary>Finds the <see cref="BlockPackHttpOptions"/> a request is served with.</summary>
    internal static class HttpOptionsLookup
    {
        /// <summary>The options used when the application registered none (and outside a host).</summary>
        internal static readonly BlockPackHttpOptions Defaults = new();

        /// <summary>Gets the application's configured options, or <see cref="Defaults"/>.</summary>
        internal static BlockPackHttpOptions For(HttpContext context)
            => context.RequestServices?.GetService<IOptions<BlockPackHttpOptions>>()?.Value ?? Defaults;
    }
}
