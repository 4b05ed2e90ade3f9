using System;
using System.Collections.Concurrent;
using Microsoft.Extensions.Logging;

namespace BlockPack.SignalR.Tests
{
    /// <summary>
    /// Keeps a test server's warnings and errors (with their exceptions), so that a failing test can say what the
    /// server saw instead of only what the client was told.
    /// </summary>
    public sealed class ServerLog : ILoggerProvider
    {
        private readonly ConcurrentQueue<string> entries = new();

        /// <summary>Gets everything recorded, one entry a line.</summary>
        public string Text => string.Join(Environment.NewLine, this.entries);

        public ILogger CreateLogger(string categoryName) => new Logger(this, categoryName);

        public void Dispose()
        {
        }

        private sealed class Logger(ServerLog log, string category) : ILogger
        {
            public IDisposable? BeginScope<TState>(TState state)
                where TState : notnull => null;

            public bool IsEnabled(LogLevel logLevel) => logLevel >= LogLevel.Warning;

            public void Log<TState>(LogLevel logLevel, EventId eventId, TState state, Exception? exception, Func<TState, Exception?, string> formatter)
            {
                if (this.IsEnabled(logLevel))
                {
                    log.entries.Enqueue($"{logLevel} {category}: {formatter(state, exception)} {exception}");
                }
            }
        }
    }
}
