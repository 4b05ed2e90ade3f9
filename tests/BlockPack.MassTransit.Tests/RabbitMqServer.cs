using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Net;
using System.Net.Sockets;
using System.Threading;
using MassTransit;

namespace BlockPack.MassTransit.Tests
{
    /// <summary>
    /// A private rabbitmq-server (Debian's, scripts/install-deps.sh) on 127.0.0.1: a free AMQP port P below 45536 whose
    /// Erlang distribution port P + 20000 is free too, its own node name, database, logs and Erlang cookie in a
    /// temporary directory. <see cref="Dispose"/> stops it with <c>rabbitmqctl stop</c>, kills it if that fails, and
    /// deletes the directory. The tests, the sample and the benchmark mode all start their broker with this class.
    /// </summary>
    public sealed class RabbitMqServer : IDisposable
    {
        private const string RabbitBin = "/usr/lib/rabbitmq/bin";
        private static readonly TimeSpan StartTimeout = TimeSpan.FromSeconds(90);
        private readonly string directory;
        private readonly Process process;
        private bool disposed;

        private RabbitMqServer(int port, string nodeName, string directory, Process process)
        {
            this.Port = port;
            this.NodeName = nodeName;
            this.directory = directory;
            this.process = process;
        }

        /// <summary>Gets the AMQP port on 127.0.0.1.</summary>
        public int Port { get; }

        /// <summary>Gets the Erlang node name (<c>name@localhost</c>).</summary>
        public string NodeName { get; }

        /// <summary>Gets how long the server took to accept connections.</summary>
        public TimeSpan StartTime { get; private set; }

        /// <summary>Starts a server and waits (at most 90 s) until it accepts AMQP connections.</summary>
        /// <exception cref="InvalidOperationException">rabbitmq-server is not installed or did not come up.</exception>
        public static RabbitMqServer Start()
        {
            if (!File.Exists(Path.Combine(RabbitBin, "rabbitmq-server")))
            {
                throw new InvalidOperationException($"rabbitmq-server is not installed ({RabbitBin}/rabbitmq-server is missing); run scripts/install-deps.sh.");
            }

            int port = FreePortPair();
            string nodeName = $"blockpack{port}@localhost";
            string directory = Directory.CreateTempSubdirectory("blockpack-rabbitmq-").FullName;
            var info = new ProcessStartInfo(Path.Combine(RabbitBin, "rabbitmq-server"))
            {
                UseShellExecute = false,
                RedirectStandardOutput = true,
                RedirectStandardError = true,
                WorkingDirectory = directory,
            };
            foreach (KeyValuePair<string, string> pair in Environment(port, nodeName, directory))
            {
                info.Environment[pair.Key] = pair.Value;
            }

            var log = new StringWriterQueue();
            Process process = System.Diagnostics.Process.Start(info) ?? throw new InvalidOperationException("rabbitmq-server did not start.");
            process.OutputDataReceived += (_, e) => log.Add(e.Data);
            process.ErrorDataReceived += (_, e) => log.Add(e.Data);
            process.BeginOutputReadLine();
            process.BeginErrorReadLine();
            var server = new RabbitMqServer(port, nodeName, directory, process);

            var clock = Stopwatch.StartNew();
            while (!Accepts(port))
            {
                if (process.HasExited || clock.Elapsed > StartTimeout)
                {
                    server.Dispose();
                    throw new InvalidOperationException($"rabbitmq-server did not accept connections on 127.0.0.1:{port} within {StartTimeout.TotalSeconds} s (exited: {process.HasExited}). Its output:{System.Environment.NewLine}{log}");
                }

                Thread.Sleep(250);
            }

            server.StartTime = clock.Elapsed;
            return server;
        }

        /// <summary>Points a MassTransit bus at this server (127.0.0.1, its port, the default virtual host and user).</summary>
        public void ConfigureHost(IRabbitMqBusFactoryConfigurator configurator)
        {
            configurator.Host("127.0.0.1", (ushort)this.Port, "/", h =>
            {
                h.Username("guest");
                h.Password("guest");
            });
        }

        /// <summary>Stops the server (rabbitmqctl stop, then kill), and deletes its directory.</summary>
        public void Dispose()
        {
            if (this.disposed)
            {
                return;
            }

            this.disposed = true;
            try
            {
                if (!this.process.HasExited)
                {
                    this.RunCtl("stop", TimeSpan.FromSeconds(30));
                    if (!this.process.WaitForExit(15_000))
                    {
                        this.process.Kill(entireProcessTree: true);
                        this.process.WaitForExit(5_000);
                    }
                }
            }
            catch (Exception ex) when (ex is InvalidOperationException or System.ComponentModel.Win32Exception)
            {
                if (!this.process.HasExited)
                {
                    this.process.Kill(entireProcessTree: true);
                }
            }
            finally
            {
                this.process.Dispose();
                try
                {
                    Directory.Delete(this.directory, recursive: true);
                }
                catch (IOException)
                {
                    // A log file still held by a dying Erlang process: the directory is in the temp folder.
                }
            }
        }

        private void RunCtl(string command, TimeSpan timeout)
        {
            var info = new ProcessStartInfo(Path.Combine(RabbitBin, "rabbitmqctl"))
            {
                UseShellExecute = false,
                RedirectStandardOutput = true,
                RedirectStandardError = true,
            };
            info.ArgumentList.Add("-n");
            info.ArgumentList.Add(this.NodeName);
            info.ArgumentList.Add(command);
            foreach (KeyValuePair<string, string> pair in Environment(this.Port, this.NodeName, this.directory))
            {
                info.Environment[pair.Key] = pair.Value;
            }

            using Process ctl = System.Diagnostics.Process.Start(info) ?? throw new InvalidOperationException("rabbitmqctl did not start.");
            ctl.OutputDataReceived += (_, _) => { };
            ctl.ErrorDataReceived += (_, _) => { };
            ctl.BeginOutputReadLine();
            ctl.BeginErrorReadLine();
            if (!ctl.WaitForExit((int)timeout.TotalMilliseconds))
            {
                ctl.Kill(entireProcessTree: true);
            }
        }

        private static Dictionary<string, string> Environment(int port, string nodeName, string directory) => new()
        {
            // HOME holds the Erlang cookie the server and rabbitmqctl share; the rest keeps the node out of /var/lib/rabbitmq and /etc/rabbitmq.
            ["HOME"] = directory,
            ["RABBITMQ_NODE_PORT"] = port.ToString(System.Globalization.CultureInfo.InvariantCulture),
            ["RABBITMQ_NODE_IP_ADDRESS"] = "127.0.0.1",
            ["RABBITMQ_DIST_PORT"] = (port + 20000).ToString(System.Globalization.CultureInfo.InvariantCulture),
            ["RABBITMQ_NODENAME"] = nodeName,
            ["RABBITMQ_MNESIA_BASE"] = Path.Combine(directory, "mnesia"),
            ["RABBITMQ_LOG_BASE"] = Path.Combine(directory, "log"),
            ["RABBITMQ_CONFIG_FILE"] = Path.Combine(directory, "rabbitmq"),
            ["RABBITMQ_ADVANCED_CONFIG_FILE"] = Path.Combine(directory, "advanced.config"),
            ["RABBITMQ_ENABLED_PLUGINS_FILE"] = Path.Combine(directory, "enabled_plugins"),
            ["RABBITMQ_CONF_ENV_FILE"] = Path.Combine(directory, "rabbitmq-env.conf"),
            ["RABBITMQ_PID_FILE"] = Path.Combine(directory, "rabbitmq.pid"),
        };

        private static bool Accepts(int port)
        {
            try
            {
                using var client = new TcpClient();
                client.Connect(IPAddress.Loopback, port);
                return true;
            }
            catch (SocketException)
            {
                return false;
            }
        }

        /// <summary>A port below 45536 that is free on loopback, with port + 20000 (Erlang distribution) free too.</summary>
        private static int FreePortPair()
        {
            for (int attempt = 0; attempt < 200; attempt++)
            {
                int port = Random.Shared.Next(20_000, 45_536);
                if (IsFree(port) && IsFree(port + 20_000))
                {
                    return port;
                }
            }

            throw new InvalidOperationException("No free port pair (P, P + 20000) below 45536 after 200 attempts.");
        }

        private static bool IsFree(int port)
        {
            try
            {
                var listener = new TcpListener(IPAddress.Any, port);
                listener.Start();
                listener.Stop();
                return true;
            }
            catch (SocketException)
            {
                return false;
            }
        }

        /// <summary>The server's output, kept (bounded) for the start failure message.</summary>
        private sealed class StringWriterQueue
        {
            private readonly Queue<string> lines = new Queue<string>();

            internal void Add(string? line)
            {
                if (line is null)
                {
                    return;
                }

                lock (this.lines)
                {
                    this.lines.Enqueue(line);
                    if (this.lines.Count > 60)
                    {
                        this.lines.Dequeue();
                    }
                }
            }

            public override string ToString()
            {
                lock (this.lines)
                {
                    return string.Join(System.Environment.NewLine, this.lines);
                }
            }
        }
    }
}
