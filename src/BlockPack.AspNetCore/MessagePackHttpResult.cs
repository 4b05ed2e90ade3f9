using System;
using System.Reflection;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Http.Metadata;

namespace BlockPack.AspNetCore
{
    /// <summary>
    /// A minimal-API result that writes a value as a MessagePack body (the peer of <c>JsonHttpResult&lt;T&gt;</c>); made by
    /// <see cref="BlockPackResults.MessagePack{TValue}(TValue, MessagePackSerializerOptions?, string?, int?)"/>.
    /// Its endpoint metadata declares the MessagePack response type for OpenAPI.
    /// </summary>
    /// <typeparam name="TValue">The type the value is serialized as.</typeparam>
    public sealed class MessagePackHttpResult<TValue> : IResult, IStatusCodeHttpResult, IValueHttpResult, IValueHttpResult<TValue>, IContentTypeHttpResult, IEndpointMetadataProvider
    {
        internal MessagePackHttpResult(TValue value, MessagePackSerializerOptions? serializerOptions, string? contentType, int? statusCode)
        {
            this.Value = value;
            this.SerializerOptions = serializerOptions;
            this.ContentType = contentType;
            this.StatusCode = statusCode;
        }

        /// <summary>Gets the value written.</summary>
        public TValue Value { get; }

        /// <inheritdoc/>
        object? IValueHttpResult.Value => this.Value;

        /// <summary>
        /// Gets the serializer options written with, or <see langword="null"/> for those of the application's
        /// <see cref="BlockPackHttpOptions"/>.
        /// </summary>
        public MessagePackSerializerOptions? SerializerOptions { get; }

        /// <summary>
        /// Gets the response content type, or <see langword="null"/> for <see cref="BlockPackHttpOptions.ResponseContentType"/>.
        /// </summary>
        public string? ContentType { get; }

        /// <summary>Gets the status code, or <see langword="null"/> for 200.</summary>
        public int? StatusCode { get; }

        /// <summary>Writes the value to the response.</summary>
        /// <param name="httpContext">The request's context.</param>
        /// <returns>A task that completes when the body is flushed.</returns>
        public Task ExecuteAsync(HttpContext httpContext)
        {
            ArgumentNullException.ThrowIfNull(httpContext);

            BlockPackHttpOptions httpOptions = HttpOptionsLookup.For(httpContext);
            HttpResponse response = httpContext.Response;
            response.StatusCode = this.StatusCode ?? StatusCodes.Status200OK;
            response.ContentType = this.ContentType ?? httpOptions.ResponseContentType;
            return MessagePackBodyWriter.WriteAsync(
                response,
                this.Value,
                this.SerializerOptions ?? httpOptions.SerializerOptions,
                static (writer, value, options, ct) => MessagePackSerializer.Serialize(writer, value, options, ct),
                httpContext.RequestAborted);
        }

        /// <summary>Declares a 200 response of <typeparamref name="TValue"/> in both MessagePack media types.</summary>
        /// <param name="method">The endpoint's handler.</param>
        /// <param name="builder">The endpoint being built.</param>
        static void IEndpointMetadataProvider.PopulateMetadata(MethodInfo method, EndpointBuilder builder)
        {
            ArgumentNullException.ThrowIfNull(builder);

            builder.Metadata.Add(new ProducesResponseTypeMetadata(
                StatusCodes.Status200OK,
                typeof(TValue),
                new[] { MessagePackMediaTypes.ApplicationXMsgpack, MessagePackMediaTypes.ApplicationVndMsgpack }));
        }
    }
}
