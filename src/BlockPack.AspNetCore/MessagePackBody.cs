using System;
using System.Reflection;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Http.Metadata;

namespace BlockPack.AspNetCore
{
    /// <summary>
    /// A minimal-API parameter bound from a MessagePack request body: declare <c>MessagePackBody&lt;Order&gt; order</c>
    /// and read <c>order.Value</c>. Binding reads with the application's <see cref="BlockPackHttpOptions"/>; a body that
    /// is not MessagePack, too large, truncated, too deep or malformed is answered with a problem-details response (415,
    /// 413 or 400) and the handler is not called. Works with the Request Delegate Generator, so with NativeAOT.
    /// </summary>
    /// <typeparam name="T">The type of the body.</typeparam>
    public sealed class MessagePackBody<T> : IEndpointParameterMetadataProvider
    {
        private MessagePackBody(T value) => this.Value = value;

        /// <summary>Gets the value read from the body.</summary>
        public T Value { get; }

        /// <summary>Reads the body; called by the framework's parameter binding.</summary>
        /// <param name="context">The request's context.</param>
        /// <param name="parameter">The parameter being bound.</param>
        /// <returns>The body, or <see langword="null"/> when it was refused (the response then says why).</returns>
        public static async ValueTask<MessagePackBody<T>?> BindAsync(HttpContext context, ParameterInfo parameter)
        {
            ArgumentNullException.ThrowIfNull(context);

            try
            {
                T value = await context.Request.ReadFromMessagePackAsync<T>(context.RequestAborted).ConfigureAwait(false);
                return new MessagePackBody<T>(value);
            }
            catch (BadHttpRequestException ex)
            {
                BodyProblem.Record(context, ex);
                return null;
            }
        }

        /// <summary>
        /// Declares the problem-details answers a refused body gets, and adds the filter that writes them. The request
        /// media types are deliberately not declared as <c>AcceptsMetadata</c>: routing would then refuse another
        /// content type itself, with a bare 415 and no problem details.
        /// </summary>
        /// <param name="parameter">The parameter.</param>
        /// <param name="builder">The endpoint being built.</param>
        static void IEndpointParameterMetadataProvider.PopulateMetadata(ParameterInfo parameter, EndpointBuilder builder)
        {
            ArgumentNullException.ThrowIfNull(builder);

            BodyProblem.AddFilter(builder);
        }
    }
}
