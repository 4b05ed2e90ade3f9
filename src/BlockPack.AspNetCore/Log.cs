using System;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace BlockPack.AspNetCore
{
    /// <summary>
    /// The package's log messages. A refused body is logged (with its cause) for the operator, because the client is
    /// told only the fixed sentence of <see cref="ThrowHelper"/>.
    /// </summary>
    internal static class Log
    {
        /// <summary>The logger category, the package's root namespace.</summary>
        internal const string Category = "BlockPack.AspNetCore";

        private static readonly Action<ILogger, int, string, Exception?> BodyRefusedMessage = LoggerMessage.Define<int, string>(
            LogLevel.Debug,
            new EventId(1, "MessagePackBodyRefused"),
            "A MessagePack request body was refused with status {StatusCode}: {Reason}");

        /// <summary>Logs a refused request body, at debug level (a client's mistake, not the server's).</summary>
        internal static void BodyRefused(HttpContext context, BadHttpRequestException exception)
        {
            ILoggerFactory? factory = context.RequestServices?.GetService<ILoggerFactory>();
            if (factory is not null)
            {
                BodyRefusedMessage(factory.CreateLogger(Category), exception.StatusCode, exception.Message, exception.InnerException);
            }
        }
    }
}
