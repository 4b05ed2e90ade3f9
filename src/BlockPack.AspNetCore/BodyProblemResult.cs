using System;
using System.Buffers;
using System.IO.Pipelines;
using System.Text.Json;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.AspNetCore.WebUtilities;
using Microsoft.Extensions.DependencyInjection;

namespace BlockPack.AspNetCore
{
    /// <summary>
    /// The problem-details answer to a refused request body. When the application registered an
    /// <see cref="IProblemDetailsService"/> (<c>AddProblemDetails()</c>), it writes the answer, with the application's
    /// customizations. Otherwise the four RFC 9457 members are written here with a <see cref="Utf8JsonWriter"/>: the
    /// framework's <c>TypedResults.Problem</c> would serialize through the application's JSON options, which in a NativeAOT
    /// app without <c>AddProblemDetails()</c> have no contract for <see cref="ProblemDetails"/> and fail with a 500.
    /// </summary>
    internal sealed class BodyProblemResult : IResult
    {
        private readonly BadHttpRequestException refused;

        internal BodyProblemResult(BadHttpRequestException refused) => this.refused = refused;

        /// <summary>Writes the answer.</summary>
        public async Task ExecuteAsync(HttpContext httpContext)
        {
            int status = this.refused.StatusCode;
            string title = ReasonPhrases.GetReasonPhrase(status);
            string type = TypeFor(status);
            httpContext.Response.StatusCode = status;

            IProblemDetailsService? service = httpContext.RequestServices?.GetService<IProblemDetailsService>();
            if (service is not null)
            {
                var problem = new ProblemDetails { Status = status, Title = title, Detail = this.refused.Message, Type = type };
                if (await service.TryWriteAsync(new ProblemDetailsContext { HttpContext = httpContext, ProblemDetails = problem }).ConfigureAwait(false))
                {
                    return;
                }
            }

            httpContext.Response.ContentType = "application/problem+json";
            PipeWriter body = httpContext.Response.BodyWriter;
            using (var json = new Utf8JsonWriter((IBufferWriter<byte>)body))
            {
                json.WriteStartObject();
                json.WriteString("type", type);
                json.WriteString("title", title);
                json.WriteNumber("status", status);
                json.WriteString("detail", this.refused.Message);
                json.WriteEndObject();
            }

            await body.FlushAsync(httpContext.RequestAborted).ConfigureAwait(false);
        }

        /// <summary>The RFC 9110 section of each status this package answers with, as ASP.NET Core's own defaults cite.</summary>
        private static string TypeFor(int status) => status switch
        {
            StatusCodes.Status413PayloadTooLarge => "https://tools.ietf.org/html/rfc9110#section-15.5.14",
            StatusCodes.Status415UnsupportedMediaType => "https://tools.ietf.org/html/rfc9110#section-15.5.16",
            _ => "https://tools.ietf.org/html/rfc9110#section-15.5.1",
        };
    }
}
