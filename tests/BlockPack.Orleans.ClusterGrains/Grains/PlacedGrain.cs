using System;
using System.Threading.Tasks;
using BlockPack.OrleansCluster.Models;
using Orleans;
using Orleans.Runtime;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>The base of the test grains: their identity and deactivation.</summary>
    public abstract class PlacedGrain : Grain
    {
        private readonly ILocalSiloDetails silo;

        /// <summary>Initializes a new instance of the <see cref="PlacedGrain"/> class.</summary>
        /// <param name="silo">The silo the activation runs in.</param>
        protected PlacedGrain(ILocalSiloDetails silo) => this.silo = silo;

        /// <summary>Gets the port of the silo this activation runs in.</summary>
        protected int SiloPort => this.silo.SiloAddress.Endpoint.Port;

        /// <summary>Gets the silo and process this activation runs in.</summary>
        /// <returns>Its identity.</returns>
        public Task<SiloIdentity> WhereAmI() => Task.FromResult(new SiloIdentity(this.SiloPort, Environment.ProcessId));

        /// <summary>Deactivates this activation when the call returns.</summary>
        /// <returns>A task.</returns>
        public Task Deactivate()
        {
            this.DeactivateOnIdle();
            return Task.CompletedTask;
        }
    }
}
