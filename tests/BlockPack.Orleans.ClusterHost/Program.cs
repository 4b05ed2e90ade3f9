using System;
using System.Diagnostics;
using System.Linq;
using System.Runtime.InteropServices;
using System.Threading;
using System.Threading.Tasks;
using BlockPack.OrleansCluster.Grains;
using BlockPack.OrleansCluster.Hosting;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;

namespace BlockPack.OrleansCluster.ClusterHost
{
    /// <summary>
    /// One process of the cluster: <c>silo --redis HOST:PORT --cluster ID --silo-port N [--gateway-port N]
    /// [--parent-pid N]</c> runs a silo until it is killed or its parent exits, printing <c>READY port pid</c> once it
    /// has joined; <c>bench-client ...</c> runs the benchmark's client (<see cref="BenchmarkClient"/>).
    /// </summary>
    internal static class Program
    {
        private static async Task<int> Main(string[] args)
        {
            if (args.Length > 0 && args[0] == "silo")
            {
                await RunSilo(SiloSettings.Parse(args.Skip(1).ToArray()));
                return 0;
            }

            if (args.Length > 0 && args[0] == "bench-client")
            {
                return await BenchmarkClient.Run(args.Skip(1).ToArray());
            }

            Console.Error.WriteLine("usage: silo --redis HOST:PORT --cluster ID --silo-port N [--gateway-port N] [--parent-pid N] | bench-client ...");
            return 2;
        }

        private static async Task RunSilo(SiloSettings settings)
        {
            HostApplicationBuilder builder = Host.CreateApplicationBuilder();
            builder.Logging.ClearProviders();
            builder.Logging.AddSimpleConsole(o => o.SingleLine = true);
            builder.Logging.SetMinimumLevel(LogLevel.Warning);
            builder.Services.AddSingleton<ILargeObjectHeapMonitor, LargeObjectHeapMonitor>();
            builder.UseOrleans(silo => ClusterSilo.Configure(silo, settings));
            using IHost host = builder.Build();
            await host.StartAsync();
            Console.WriteLine($"READY {settings.SiloPort} {Environment.ProcessId}");

            // Tests SIGKILL their silos; this exit is for a test process that itself died before it could.
            using var stopping = new CancellationTokenSource();
            using PosixSignalRegistration onTerm = PosixSignalRegistration.Create(PosixSignal.SIGTERM, Stop);
            using PosixSignalRegistration onInt = PosixSignalRegistration.Create(PosixSignal.SIGINT, Stop);
            while (!stopping.IsCancellationRequested && ParentAlive(settings.ParentProcessId))
            {
                try
                {
                    await Task.Delay(1000, stopping.Token);
                }
                catch (OperationCanceledException)
                {
                }
            }

            await host.StopAsync(TimeSpan.FromSeconds(5));

            void Stop(PosixSignalContext context)
            {
                context.Cancel = true;
                stopping.Cancel();
            }
        }

        private static bool ParentAlive(int processId)
        {
            if (processId == 0)
            {
                return true;
            }

            try
            {
                using Process parent = Process.GetProcessById(processId);
                return !parent.HasExited;
            }
            catch (ArgumentException)
            {
                return false;
            }
        }
    }
}
