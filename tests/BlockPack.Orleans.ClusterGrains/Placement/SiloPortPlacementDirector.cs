using System;
using System.Globalization;
using System.Linq;
using System.Threading.Tasks;
using Orleans.Runtime;
using Orleans.Runtime.Placement;

namespace BlockPack.OrleansCluster.Placement
{
    /// <summary>The director of <see cref="SiloPortPlacement"/>: the key's port when that silo is compatible, else any compatible silo.</summary>
    public sealed class SiloPortPlacementDirector : IPlacementDirector
    {
        /// <inheritdoc/>
        public Task<SiloAddress> OnAddActivation(PlacementStrategy strategy, PlacementTarget target, IPlacementContext context)
        {
            SiloAddress[] silos = context.GetCompatibleSilos(target).OrderBy(s => s.Endpoint.Port).ToArray();
            if (silos.Length == 0)
            {
                throw new InvalidOperationException($"No silo can host {target.GrainIdentity}.");
            }

            int? port = PortOf(target.GrainIdentity.Key.ToString());
            SiloAddress? chosen = port is null ? null : silos.FirstOrDefault(s => s.Endpoint.Port == port);
            if (chosen is null)
            {
                // The named silo is not (or no longer) in the cluster: spread by key, as a failed-over grain lands anywhere.
                uint hash = (uint)target.GrainIdentity.GetUniformHashCode();
                chosen = silos[hash % (uint)silos.Length];
            }

            return Task.FromResult(chosen);
        }

        /// <summary>Reads the port of a key spelled <c>p&lt;port&gt;/rest</c>.</summary>
        /// <param name="key">The grain's key.</param>
        /// <returns>The port, or <see langword="null"/> when the key names none.</returns>
        public static int? PortOf(string? key)
        {
            if (key is null || key.Length < 3 || key[0] != 'p')
            {
                return null;
            }

            int slash = key.IndexOf('/', StringComparison.Ordinal);
            return slash > 1 && int.TryParse(key.AsSpan(1, slash - 1), NumberStyles.None, CultureInfo.InvariantCulture, out int port) ? port : null;
        }

        /// <summary>Builds the key of a grain to place on the silo listening on <paramref name="port"/>.</summary>
        /// <param name="port">The silo's port.</param>
        /// <param name="name">The rest of the key.</param>
        /// <returns>The key.</returns>
        public static string KeyOn(int port, string name) => "p" + port.ToString(CultureInfo.InvariantCulture) + "/" + name;

        /// <summary>The key without its placement prefix: the name grain state is stored under, whichever silo the grain is on.</summary>
        /// <param name="key">The grain's key.</param>
        /// <returns>The key after <c>p&lt;port&gt;/</c>, or the whole key.</returns>
        public static string NameOf(string key) => PortOf(key) is null ? key : key.Substring(key.IndexOf('/', StringComparison.Ordinal) + 1);
    }
}
