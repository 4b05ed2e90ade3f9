using System;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using Microsoft.AspNetCore.Http;

namespace BlockPack.AspNetCore
{
    /// <summary>
    /// The exceptions this package throws. Request-body failures are <see cref="BadHttpRequestException"/>s whose
    /// message is one of the fixed sentences below, safe to show a client: the cause (which may quote the input or name
    /// server types) travels only as the inner exception, for the server's log.
    /// </summary>
    internal static class ThrowHelper
    {
        internal const string UnsupportedMediaTypeMessage = "The request body must have the content type application/x-msgpack or application/vnd.msgpack.";
        internal const string TruncatedMessage = "The request body ends before the MessagePack value it starts is complete.";
        internal const string TooDeepMessage = "The MessagePack value in the request body is nested deeper than the server allows.";
        internal const string MalformedMessage = "The request body is not a valid MessagePack value of the expected shape.";

        internal static string TooLargeMessage(long limit) => $"The request body is larger than the limit of {limit} bytes.";

        [DoesNotReturn]
        internal static void ThrowUnsupportedMediaType()
            => throw new BadHttpRequestException(UnsupportedMediaTypeMessage, StatusCodes.Status415UnsupportedMediaType);

        [DoesNotReturn]
        internal static void ThrowTooLarge(long limit, Exception? inner = null)
            => throw new BadHttpRequestException(TooLargeMessage(limit), StatusCodes.Status413PayloadTooLarge, inner!);

        [DoesNotReturn]
        internal static void ThrowTruncated(Exception inner)
            => throw new BadHttpRequestException(TruncatedMessage, StatusCodes.Status400BadRequest, inner);

        /// <summary>Throws the request failure that describes why the serializer refused the body.</summary>
        [DoesNotReturn]
        internal static void ThrowUnreadable(MessagePackSerializationException cause)
        {
            for (Exception? e = cause; e is not null; e = e.InnerException)
            {
                if (e is EndOfStreamException)
                {
                    throw new BadHttpRequestException(TruncatedMessage, StatusCodes.Status400BadRequest, cause);
                }

                if (e is InsufficientExecutionStackException)
                {
                    throw new BadHttpRequestException(TooDeepMessage, StatusCodes.Status400BadRequest, cause);
                }
            }

            throw new BadHttpRequestException(MalformedMessage, StatusCodes.Status400BadRequest, cause);
        }
    }
}
