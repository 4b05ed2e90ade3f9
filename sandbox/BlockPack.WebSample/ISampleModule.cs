using System;
using System.Net.Http;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Builder;

namespace BlockPack.WebSample
{
    /// <summary>
    /// One feature of the sample: what it adds to the server, and the client calls that show it working. To add a
    /// feature (a SignalR hub, say), add one class implementing this; Program.cs picks up every implementation.
    /// </summary>
    public interface ISampleModule
    {
        /// <summary>Gets the name printed before the module's client output.</summary>
        string Name { get; }

        /// <summary>Registers the module's services.</summary>
        void AddServices(WebApplicationBuilder builder);

        /// <summary>Maps the module's endpoints.</summary>
        void Map(WebApplication app);

        /// <summary>Calls the running server as a client would, printing what comes back.</summary>
        /// <param name="baseAddress">The server's address.</param>
        /// <param name="client">An HttpClient whose BaseAddress is the server.</param>
        Task RunClientAsync(Uri baseAddress, HttpClient client);
    }
}
