using System;
using System.Diagnostics.CodeAnalysis;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc.Formatters;

namespace BlockPack.AspNetCore
{
    /// <summary>
    /// The MVC input formatter for <c>application/x-msgpack</c> and <c>application/vnd.msgpack</c> request bodies.
    /// Reads the request's pipe into pooled chunks (never one array as long as the body), with the options'
    /// untrusted-data limits and body size limit, and recognizes either LZ4 framing. A refused body becomes a model-state
    /// error with a fixed, client-safe sentence, which <c>[ApiController]</c> answers with a 400 validation problem;
    /// the cause is logged at debug level under the category <c>BlockPack.AspNetCore</c>. A model type the options'
    /// resolver cannot deserialize whole (<see cref="MessagePackSerializerOptions.CanSerialize(Type)"/>: an
    /// attribute-free class, or a collection of one, under <see cref="MessagePackSerializerOptions.Standard"/>) is
    /// declined in <see cref="CanReadType"/>, so MVC tries its next input formatter or answers 415.
    /// </summary>
    public sealed class BlockPackInputFormatter : InputFormatter, IInputFormatterExceptionPolicy
    {
        private readonly BlockPackHttpOptions options;

        /// <summary>Initializes a formatter that reads with <paramref name="options"/>.</summary>
        /// <param name="options">The serializer options and body limit.</param>
        [RequiresDynamicCode(AotMessages.MvcFormatters)]
        public BlockPackInputFormatter(BlockPackHttpOptions options)
        {
            ArgumentNullException.ThrowIfNull(options);
            this.options = options;
            MessagePackMediaTypes.AddTo(this.SupportedMediaTypes);
        }

        /// <summary>
        /// Gets <see cref="InputFormatterExceptionPolicy.MalformedInputExceptions"/>: this formatter reports bad input
        /// through model state itself, and any other exception is a server fault that should surface as one.
        /// </summary>
        public InputFormatterExceptionPolicy ExceptionPolicy => InputFormatterExceptionPolicy.MalformedInputExceptions;

        /// <summary>Reads the request body as the action's model type.</summary>
        /// <remarks>Only called for a model type <see cref="CanReadType"/> accepted.</remarks>
        /// <param name="context">The formatter context.</param>
        /// <returns>The model, or a failure with a model-state error.</returns>
        [UnconditionalSuppressMessage("AOT", "IL3050", Justification = AotMessages.ReachedOnlyFromAnnotated)]
        public override async Task<InputFormatterResult> ReadRequestBodyAsync(InputFormatterContext context)
        {
            ArgumentNullException.ThrowIfNull(context);

            HttpContext httpContext = context.HttpContext;
            try
            {
                object? model = await MessagePackBodyReader.ReadAsync<object?, Type>(
                    httpContext.Request,
                    this.options,
                    context.ModelType,
                    static (body, readOptions, type, ct) => MessagePackSerializer.Deserialize(type, body, readOptions, ct),
                    httpContext.RequestAborted).ConfigureAwait(false);
                return InputFormatterResult.Success(model);
            }
            catch (BadHttpRequestException ex)
            {
                Log.BodyRefused(httpContext, ex);
                context.ModelState.TryAddModelError(context.ModelName, ex.Message);
                return InputFormatterResult.Failure();
            }
        }

        /// <summary>Gets whether the options' resolver can deserialize <paramref name="type"/> and every type it contains.</summary>
        /// <param name="type">The action's model type.</param>
        /// <returns><see langword="false"/> to let MVC try its next input formatter.</returns>
        [UnconditionalSuppressMessage("AOT", "IL3050", Justification = AotMessages.ReachedOnlyFromAnnotated)]
        protected override bool CanReadType(Type type) => type is not null && this.options.SerializerOptions.CanSerialize(type);
    }
}
