using System;
using Microsoft.AspNetCore.Mvc.Formatters;
using Microsoft.Net.Http.Headers;

namespace BlockPack.AspNetCore
{
    /// <summary>The media types BlockPack reads and writes over HTTP.</summary>
    public static class MessagePackMediaTypes
    {
        /// <summary>
        /// <c>application/x-msgpack</c>: the type MessagePack-CSharp's formatters use, and the one BlockPack writes unless
        /// told otherwise, so existing clients keep working.
        /// </summary>
        public const string ApplicationXMsgpack = "application/x-msgpack";

        /// <summary><c>application/vnd.msgpack</c>: the registered vendor type, read and written alike.</summary>
        public const string ApplicationVndMsgpack = "application/vnd.msgpack";

        /// <summary>Adds both MessagePack media types to an MVC formatter's supported types.</summary>
        internal static void AddTo(MediaTypeCollection supportedMediaTypes)
        {
            supportedMediaTypes.Add(MediaTypeHeaderValue.Parse(ApplicationXMsgpack));
            supportedMediaTypes.Add(MediaTypeHeaderValue.Parse(ApplicationVndMsgpack));
        }

        /// <summary>
        /// Tells whether a <c>Content-Type</c> value names one of the MessagePack media types (parameters such as a
        /// charset are ignored; the comparison ignores case, as media types do).
        /// </summary>
        /// <param name="contentType">The header value, or <see langword="null"/>.</param>
        /// <returns><see langword="true"/> for <c>application/x-msgpack</c> or <c>application/vnd.msgpack</c>.</returns>
        public static bool IsMessagePack(string? contentType)
        {
            if (string.IsNullOrEmpty(contentType) || !MediaTypeHeaderValue.TryParse(contentType, out MediaTypeHeaderValue? parsed))
            {
                return false;
            }

            return parsed.MediaType.Equals(ApplicationXMsgpack, StringComparison.OrdinalIgnoreCase)
                || parsed.MediaType.Equals(ApplicationVndMsgpack, StringComparison.OrdinalIgnoreCase);
        }
    }
}
