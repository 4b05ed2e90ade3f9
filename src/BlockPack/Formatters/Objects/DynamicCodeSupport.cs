#if !NET
using System.Reflection;
#else
using System.Runtime.CompilerServices;
#endif

namespace BlockPack.Formatters.Objects
{
    /// <summary>Whether this process can generate and run code (DynamicMethod), decided once.</summary>
    internal static class DynamicCodeSupport
    {
        /// <summary>Gets a value indicating whether object formatters may be generated; otherwise the reflection fallback is used.</summary>
        internal static bool IsSupported { get; } = Detect();

        private static bool Detect()
        {
#if NET
            return RuntimeFeature.IsDynamicCodeSupported;
#else
            // netstandard2.0 cannot name RuntimeFeature.IsDynamicCodeSupported, but the runtime underneath (.NET Core
            // 3.0 and later) may have it; runtimes without the property (.NET Framework, Mono) support dynamic code.
            PropertyInfo? property = typeof(object).Assembly
                .GetType("System.Runtime.CompilerServices.RuntimeFeature")
                ?.GetProperty("IsDynamicCodeSupported", BindingFlags.Public | BindingFlags.Static);
            return property?.GetValue(null) is not bool supported || supported;
#endif
        }
    }
}
