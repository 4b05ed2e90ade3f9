using System;
using System.Collections.Concurrent;
using System.Linq;
using Microsoft.Extensions.Logging;

namespace BlockPack.Caching.Tests
{
    /// <summary>A logger provider that keeps every entry, so a test can assert what a host logged.</summary>
    public sealed class CapturedLog : ILoggerFactory
    {
        private readonly ConcurrentQueue<(string Category, LogLevel Level, string Message, Exception? Exception)> entries = new();

        public (string Category, LogLevel Level, string Message, Exception? Exception)[] Entries => this.entries.ToArray();

        public bool Has(string category, LogLevel level, string fragment) =>
            this.entries.Any(e => e.Category == category && e.Level == level && e.Message.Contains(fragment, StringComparison.Ordinal));

        public void AddProvider(ILoggerProvider provider)
        {
        }

        public ILogger CreateLogger(string categoryName) => new Logger(this, categoryName);

        public void Dispose()
        {
        }

        private sealed class Logger : ILogger
        {
            private readonly CapturedLog log;
            private readonly string category;

            public Logger(CapturedLog log, string category)
            {
                this.log = log;
                this.category = category;
            }

            public IDisposable? BeginScope<TState>(TState state)
                where TState : notnull => null;

            public bool IsEnabled(LogLevel logLevel) => true;

            public void Log<TState>(LogLevel logLevel, EventId eventId, TState state, Exception? exception, Func<TState, Exception?, string> formatter)
                => this.log.entries.Enqueue((this.category, logLevel, formatter(state, exception), exception));
        }
    }
}
