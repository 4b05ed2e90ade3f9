using System;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

namespace BlockPack.AspNetCore
{
    /// <summary>
    /// Carries a refused <see cref="MessagePackBody{T}"/> from parameter binding to the response. A failed
    /// <c>BindAsync</c> can only return <see langword="null"/>, after which the framework answers a bare 400; the
    /// endpoint filter added here (the framework runs filters even when binding failed) replaces that with a
    /// problem-details body carrying the right status (400, 413 or 415) and the fixed, client-safe reason.
    /// </summary>
    internal static class BodyProblem
    {
        private static readonly object ItemsKey = new();

        /// <summary>Remembers why the body of this request was refused, and logs the cause.</summary>
        internal static void Record(HttpContext context, BadHttpRequestException exception)
        {
            Log.BodyRefused(context, exception);
            context.Items[ItemsKey] = exception;
        }

        /// <summary>Adds the filter that answers a refused body, once per endpoint.</summary>
        internal static void AddFilter(EndpointBuilder builder)
        {
            if (builder.Metadata.OfType<Marker>().Any())
            {
                return;
            }

            builder.Metadata.Add(Marker.Instance);
            foreach (int status in new[] { StatusCodes.Status400BadRequest, StatusCodes.Status413PayloadTooLarge, StatusCodes.Status415UnsupportedMediaType })
            {
                builder.Metadata.Add(new ProducesResponseTypeMetadata(status, typeof(ProblemDetails), new[] { "application/problem+json" }));
            }

            builder.FilterFactories.Add(static (_, next) => invocation =>
            {
                if (invocation.HttpContext.Items.TryGetValue(ItemsKey, out object? recorded) && recorded is BadHttpRequestException refused)
                {
                    return new ValueTask<object?>(ToResult(refused));
                }

                return next(invocation);
            });
        }

        /// <summary>The problem-details answer to a refused body.</summary>
        internal static IResult ToResult(BadHttpRequestException refused) => new BodyProblemResult(refused);

        /// <summary>Marks an endpoint that has the filter already.</summary>
        private sealed class Marker
        {
            internal static readonly Marker Instance = new();
        }
    }
}
