namespace BlockPack.AspNetCore
{
    /// <summary>The reasons given on members that NativeAOT cannot compile ahead of time.</summary>
    internal static class AotMessages
    {
        /// <summary>Why the MVC formatters need dynamic code.</summary>
        internal const string MvcFormatters = "MVC gives formatters the model type only at run time, so the formatters use BlockPack's non-generic serializer, which makes generic methods for that type. MVC itself does not support NativeAOT; with minimal APIs use MessagePackBody<T> and BlockPackResults.MessagePack, which are AOT-safe.";

        /// <summary>The justification of suppressions inside members reachable only from annotated entry points.</summary>
        internal const string ReachedOnlyFromAnnotated = "Reached only through a constructor or AddBlockPackFormatters, which carry RequiresDynamicCode.";
    }
}
