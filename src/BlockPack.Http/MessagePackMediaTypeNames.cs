namespace BlockPack.AspNetCore
{
    /// <summary>
    /// The MessagePack media types the client sends and asks for. The public names (with the server-side content-type
    /// check) are <c>MessagePackMediaTypes</c> in BlockPack.AspNetCore, which a client need not reference.
    /// </summary>
    internal static class MessagePackMediaTypeNames
    {
        /// <summary><c>application/x-msgpack</c>: what MessagePack-CSharp's formatters use; the default content type.</summary>
        internal const string ApplicationXMsgpack = "application/x-msgpack";

        /// <summary><c>application/vnd.msgpack</c>: the registered vendor type.</summary>
        internal const string ApplicationVndMsgpack = "application/vnd.msgpack";
    }
}
