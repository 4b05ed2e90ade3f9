using Orleans;

namespace BlockPack.OrleansCluster.Models
{
    /// <summary>Where a grain ran: its silo's port and operating-system process, so a test can tell that a call crossed processes.</summary>
    /// <param name="SiloPort">The silo's port.</param>
    /// <param name="ProcessId">The silo's process id.</param>
    [GenerateSerializer]
    [Immutable]
    public sealed record SiloIdentity([property: Id(0)] int SiloPort, [property: Id(1)] int ProcessId);
}
