using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using Microsoft.Extensions.Logging;

namespace BlockPack.Caching.Tests
{
    /// <summary>
    /// An <see cref="ILoggerFactory"/> that keeps every exception a host logs. HybridCache does not throw a failed
    /// (de)serialization or Redis call to its caller: it logs it and treats it as a miss, so a test that only looked at
    /// thrown exceptions would not see a serializer that fails.
    /// </summary>
    public sealed class LoggedFailures : ILoggerFactory
    {
        private readonly ConcurrentQueue<(string Category, string Message, Exception Exception)> entries = new();

        /// <summary>Gets every logged exception so far, with the category and message it was logged with.</summary>
        public IReadOnlyCollection<(string Category, string Message, Exception Exception)> Entries => this.entries;

        public ILogger CreateLogger(string categoryName) => new Recorder(this, categoryName);

        public void AddProvider(ILoggerProvider provider) => throw new NotSupportedException("This factory only records.");

        public void Dispose()
        {
        }

        private sealed class Recorder : ILogger
        {
            private readonly LoggedFailures owner;
            private readonly string category;

            public Recorder(LoggedFailures owner, string category)
            {
                this.owner = owner;
                this.category = category;
            }

            public IDisposable? BeginScope<TState>(TState state)
                where TState : notnull => null;

            public bool IsEnabled(LogLevel logLevel) => true;

            public void Log<TState>(LogLevel logLevel, EventId eventId, TState state, Exception? exception, Func<TState, Exception?, string> formatter)
            {
                if (exception is not null)
                {
                    this.owner.entries.Enqueue((this.category, $"{eventId.Name}: {formatter(state, exception)}", exception));
                }
            }
        }
    }
}
