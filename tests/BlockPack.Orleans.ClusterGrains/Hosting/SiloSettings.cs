using System;
using System.Collections.Generic;
using System.Globalization;

namespace BlockPack.OrleansCluster.Hosting
{
    /// <summary>One silo process's command line: <c>silo --redis HOST:PORT --cluster ID --silo-port N [--gateway-port N] [--parent-pid N]</c>.</summary>
    public sealed class SiloSettings
    {
        /// <summary>Gets or sets the redis-server's address (clustering and grain storage).</summary>
        public string Redis { get; set; } = string.Empty;

        /// <summary>Gets or sets the cluster's id (one per test run, so runs on the same redis never meet).</summary>
        public string ClusterId { get; set; } = string.Empty;

        /// <summary>Gets or sets the silo-to-silo port.</summary>
        public int SiloPort { get; set; }

        /// <summary>Gets or sets the client gateway port; 0 for none.</summary>
        public int GatewayPort { get; set; }

        /// <summary>Gets or sets the process that started this one: the silo exits when it is gone.</summary>
        public int ParentProcessId { get; set; }

        /// <summary>Reads the settings from the arguments after the mode.</summary>
        /// <param name="args">The arguments.</param>
        /// <returns>The settings.</returns>
        public static SiloSettings Parse(IReadOnlyList<string> args)
        {
            var settings = new SiloSettings();
            for (int i = 0; i + 1 < args.Count; i += 2)
            {
                string value = args[i + 1];
                switch (args[i])
                {
                    case "--redis": settings.Redis = value; break;
                    case "--cluster": settings.ClusterId = value; break;
                    case "--silo-port": settings.SiloPort = int.Parse(value, CultureInfo.InvariantCulture); break;
                    case "--gateway-port": settings.GatewayPort = int.Parse(value, CultureInfo.InvariantCulture); break;
                    case "--parent-pid": settings.ParentProcessId = int.Parse(value, CultureInfo.InvariantCulture); break;
                    default: throw new ArgumentException($"Unknown silo argument {args[i]}.");
                }
            }

            if (settings.Redis.Length == 0 || settings.ClusterId.Length == 0 || settings.SiloPort == 0)
            {
                throw new ArgumentException("A silo needs --redis, --cluster and --silo-port.");
            }

            return settings;
        }
    }
}
