using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.ComponentModel;
using System.Diagnostics;
using System.IO;
using System.Net;
using System.Net.Sockets;
using System.Threading;

namespace BlockPack.Tests
{
    /// <summary>
    /// A server program (redis-server, nats-server) run by tests and measurements on 127.0.0.1: started, awaited until
    /// it answers, killed with SIGKILL and started again with the same arguments. Every wait is bounded; the server's
    /// recent output is kept for failure messages. Compiled into each project that starts one (a link in its project).
    /// </summary>
    internal sealed class ServerProcess : IDisposable
    {
        private const int KeptLines = 40;
        private readonly object gate = new object();
        private readonly ConcurrentQueue<string> log = new ConcurrentQueue<string>();
        private readonly string program;
        private readonly IReadOnlyList<string> arguments;
        private readonly Func<bool> answers;
        private readonly TimeSpan startTimeout;
        private readonly string name;
        private Process? process;

        /// <summary>Initializes a new instance of the <see cref="ServerProcess"/> class; nothing starts yet.</summary>
        /// <param name="program">The program, found on the PATH.</param>
        /// <param name="arguments">Its arguments.</param>
        /// <param name="answers">Whether the server answers a client now (called until it does, or the start fails).</param>
        /// <param name="startTimeout">How long a start may take.</param>
        /// <param name="name">The server's name in messages (<c>nats-server n1</c>).</param>
        internal ServerProcess(string program, IReadOnlyList<string> arguments, Func<bool> answers, TimeSpan startTimeout, string name)
        {
            this.program = program;
            this.arguments = arguments;
            this.answers = answers;
            this.startTimeout = startTimeout;
            this.name = name;
        }

        /// <summary>Gets a value indicating whether the process is running.</summary>
        internal bool IsRunning
        {
            get
            {
                lock (this.gate)
                {
                    return this.process is { HasExited: false };
                }
            }
        }

        /// <summary>Gets the server's last output lines.</summary>
        internal string RecentLog => string.Join(Environment.NewLine, this.log.ToArray());

        /// <summary>A free TCP port on 127.0.0.1 (free when asked; the server binds it soon after).</summary>
        /// <returns>The port.</returns>
        internal static int FreePort()
        {
            var listener = new TcpListener(IPAddress.Loopback, 0);
            listener.Start();
            int port = ((IPEndPoint)listener.LocalEndpoint).Port;
            listener.Stop();
            return port;
        }

        /// <summary>
        /// Connects to 127.0.0.1:<paramref name="port"/> and runs <paramref name="exchange"/> on the connection, with
        /// 500 ms send and receive timeouts; false when the connection is refused or fails.
        /// </summary>
        /// <param name="port">The port.</param>
        /// <param name="exchange">What to send and what to expect back.</param>
        /// <returns>What <paramref name="exchange"/> returned, or false.</returns>
        internal static bool Answers(int port, Func<NetworkStream, bool> exchange)
        {
            try
            {
                // A synchronous connect: on loopback it is refused or accepted at once, and it leaves no task behind
                // whose failure would go unobserved.
                using var client = new TcpClient { SendTimeout = 500 };
                client.Connect(IPAddress.Loopback, port);
                NetworkStream stream = client.GetStream();
                stream.ReadTimeout = 500;
                return exchange(stream);
            }
            catch (Exception ex) when (ex is SocketException or IOException)
            {
                return false;
            }
        }

        /// <summary>Starts the server unless it is running, and returns once it answers.</summary>
        /// <exception cref="InvalidOperationException">The program is not installed, exited, or did not answer in time.</exception>
        internal void Start()
        {
            lock (this.gate)
            {
                if (this.process is { HasExited: false })
                {
                    return;
                }

                var info = new ProcessStartInfo(this.program)
                {
                    UseShellExecute = false,
                    RedirectStandardOutput = true,
                    RedirectStandardError = true,
                };
                foreach (string argument in this.arguments)
                {
                    info.ArgumentList.Add(argument);
                }

                Process started;
                try
                {
                    started = Process.Start(info) ?? throw new InvalidOperationException($"{this.program} did not start.");
                }
                catch (Win32Exception ex)
                {
                    throw new InvalidOperationException($"{this.program} is not installed; run scripts/install-deps.sh.", ex);
                }

                // Reading both pipes also keeps a chatty server from blocking on a full one.
                started.OutputDataReceived += (_, e) => this.Keep(e.Data);
                started.ErrorDataReceived += (_, e) => this.Keep(e.Data);
                started.BeginOutputReadLine();
                started.BeginErrorReadLine();
                this.process = started;

                var clock = Stopwatch.StartNew();
                while (!this.answers())
                {
                    if (started.HasExited || clock.Elapsed > this.startTimeout)
                    {
                        this.Kill();
                        throw new InvalidOperationException($"{this.name} did not answer within {this.startTimeout.TotalSeconds} s:{Environment.NewLine}{this.RecentLog}");
                    }

                    Thread.Sleep(20);
                }
            }
        }

        /// <summary>Ends the process at once with SIGKILL: no shutdown, no flush, as a crash would.</summary>
        internal void Kill()
        {
            lock (this.gate)
            {
                if (this.process is null)
                {
                    return;
                }

                try
                {
                    if (!this.process.HasExited)
                    {
                        this.process.Kill();
                        this.process.WaitForExit(5000);
                    }
                }
                finally
                {
                    this.process.Dispose();
                    this.process = null;
                }
            }
        }

        /// <inheritdoc/>
        public void Dispose() => this.Kill();

        private void Keep(string? line)
        {
            if (line is null)
            {
                return;
            }

            this.log.Enqueue(line);
            while (this.log.Count > KeptLines && this.log.TryDequeue(out _))
            {
            }
        }
    }
}
