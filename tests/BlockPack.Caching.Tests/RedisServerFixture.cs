using System;
using System.Diagnostics;
using System.IO;
using System.Net;
using System.Net.Sockets;
using System.Text;
using System.Threading;

namespace BlockPack.Caching.Tests
{
    /// <summary>
    /// A private redis-server on 127.0.0.1 and a free port, with persistence off. Every wait is bounded, and the
    /// process is killed on dispose (xunit disposes the fixture after the collection, passed or failed).
    /// </summary>
    public sealed class RedisServerFixture : IDisposable
    {
        private static readonly TimeSpan StartTimeout = TimeSpan.FromSeconds(10);
        private readonly object gate = new();
        private Process? process;

        public RedisServerFixture()
        {
            this.Port = FreePort();
            this.Start();
        }

        public int Port { get; }

        /// <summary>Gets a StackExchange.Redis configuration with short timeouts, so that a stopped server fails calls fast.</summary>
        public string Configuration => $"127.0.0.1:{this.Port},abortConnect=false,connectTimeout=1000,syncTimeout=1000,asyncTimeout=1000,connectRetry=1";

        public void Start()
        {
            lock (this.gate)
            {
                if (this.process is { HasExited: false })
                {
                    return;
                }

                var info = new ProcessStartInfo("redis-server")
                {
                    UseShellExecute = false,
                    RedirectStandardOutput = true,
                    RedirectStandardError = true,
                };
                foreach (string arg in new[] { "--port", this.Port.ToString(), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no" })
                {
                    info.ArgumentList.Add(arg);
                }

                Process started;
                try
                {
                    started = Process.Start(info) ?? throw new InvalidOperationException("redis-server did not start.");
                }
                catch (System.ComponentModel.Win32Exception ex)
                {
                    throw new InvalidOperationException("redis-server is not installed; run scripts/install-deps.sh.", ex);
                }

                // Drain the pipes so a chatty server never blocks on a full pipe.
                started.OutputDataReceived += (_, _) => { };
                started.ErrorDataReceived += (_, _) => { };
                started.BeginOutputReadLine();
                started.BeginErrorReadLine();
                this.process = started;

                var clock = Stopwatch.StartNew();
                while (!this.Ping())
                {
                    if (started.HasExited || clock.Elapsed > StartTimeout)
                    {
                        this.Stop();
                        throw new InvalidOperationException($"redis-server did not answer PING on port {this.Port} within {StartTimeout.TotalSeconds} s.");
                    }

                    Thread.Sleep(20);
                }
            }
        }

        public void Stop()
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

        public void Dispose() => this.Stop();

        private bool Ping()
        {
            try
            {
                // A synchronous connect: on loopback it is refused or accepted at once, and it leaves no task behind
                // whose failure would go unobserved.
                using var client = new TcpClient { SendTimeout = 500 };
                client.Connect(IPAddress.Loopback, this.Port);

                NetworkStream stream = client.GetStream();
                stream.ReadTimeout = 500;
                stream.Write(Encoding.ASCII.GetBytes("PING\r\n"));
                byte[] reply = new byte[7];
                int read = stream.Read(reply, 0, reply.Length);
                return Encoding.ASCII.GetString(reply, 0, read).StartsWith("+PONG", StringComparison.Ordinal);
            }
            catch (Exception ex) when (ex is SocketException or IOException)
            {
                return false;
            }
        }

        private static int FreePort()
        {
            var listener = new TcpListener(IPAddress.Loopback, 0);
            listener.Start();
            int port = ((IPEndPoint)listener.LocalEndpoint).Port;
            listener.Stop();
            return port;
        }
    }
}
