using System;
using System.Diagnostics.CodeAnalysis;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc.Formatters;

namespace BlockPack.AspNetCore
{
    /// <summary>
    /// The MVC output formatter for <c>application/x-msgpack</c> and <c>application/vnd.msgpack</c>: chosen when the
    /// request's <c>Accept</c> asks for one of them. Serializes straight into the response's pipe with the options'
    /// compression (bodies shorter than <see cref="MessagePackSerializerOptions.CompressionMinLength"/> stay plain) and
    /// sends a <c>Content-Length</c>. A result type the options' resolver cannot serialize whole
    /// (<see cref="MessagePackSerializerOptions.CanSerialize(Type)"/>) is declined in <see cref="CanWriteType"/>, so MVC
    /// writes it with the next formatter the request accepts (or answers 406 when
    /// <c>MvcOptions.ReturnHttpNotAcceptable</c> is on) rather than failing halfway through a MessagePack body.
    /// </summary>
    public sealed class BlockPackOutputFormatter : OutputFormatter
    {
        private readonly BlockPackHttpOptions options;

        /// <summary>Initializes a formatter that writes with <paramref name="options"/>.</summary>
        /// <param name="options">The serializer options.</param>
        [RequiresDynamicCode(AotMessages.MvcFormatters)]
        public BlockPackOutputFormatter(BlockPackHttpOptions options)
        {
            ArgumentNullException.ThrowIfNull(options);
            this.options = options;
            MessagePackMediaTypes.AddTo(this.SupportedMediaTypes);
        }

        /// <summary>Writes the action's result as MessagePack.</summary>
        /// <param name="context">The formatter context.</param>
        /// <returns>A task that completes when the body is flushed.</returns>
        [UnconditionalSuppressMessage("AOT", "IL3050", Justification = AotMessages.ReachedOnlyFromAnnotated)]
        public override Task WriteResponseBodyAsync(OutputFormatterWriteContext context)
        {
            ArgumentNullException.ThrowIfNull(context);

            // The declared type (T of ActionResult<T>) rather than the runtime type, as MVC's JSON formatter does, so a
            // derived instance is written with the contract the action promises.
            Type type = context.ObjectType ?? context.Object?.GetType() ?? typeof(object);
            return MessagePackBodyWriter.WriteAsync(
                context.HttpContext.Response,
                (Type: type, Value: context.Object),
                this.options.SerializerOptions,
                static (writer, state, serializerOptions, ct) => MessagePackSerializer.Serialize(state.Type, writer, state.Value, serializerOptions, ct),
                context.HttpContext.RequestAborted);
        }

        /// <summary>Gets whether the options' resolver can serialize <paramref name="type"/> and every type it contains.</summary>
        /// <param name="type">The declared (or runtime) type of the result, or <see langword="null"/> when MVC does not know it.</param>
        /// <returns><see langword="false"/> to let MVC choose another output formatter.</returns>
        [UnconditionalSuppressMessage("AOT", "IL3050", Justification = AotMessages.ReachedOnlyFromAnnotated)]
        protected override bool CanWriteType(Type? type) => type is null || this.options.SerializerOptions.CanSerialize(type);
    }
}
