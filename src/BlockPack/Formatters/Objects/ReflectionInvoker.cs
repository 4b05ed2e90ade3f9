using System;
using System.Reflection;
using System.Runtime.ExceptionServices;

namespace BlockPack.Formatters.Objects
{
    /// <summary>
    /// Calls accessors and constructors through reflection so that exceptions surface unwrapped, exactly as they do
    /// from generated code; the fallback formatter's error messages then match the generated one's.
    /// </summary>
    internal static class ReflectionInvoker
    {
        // BindingFlags.DoNotWrapExceptions (.NET Core 3.0+); older runtimes ignore it and the catch below unwraps.
        private const BindingFlags DoNotWrapExceptions = (BindingFlags)0x02000000;

        /// <summary>Invokes a method or constructor.</summary>
        /// <param name="method">The method; a <see cref="ConstructorInfo"/> creates a new instance.</param>
        /// <param name="target">The instance, or <see langword="null"/> for constructors.</param>
        /// <param name="arguments">The arguments.</param>
        /// <returns>The result (the new instance for constructors).</returns>
        internal static object? Invoke(MethodBase method, object? target, object?[]? arguments)
        {
            try
            {
                return method is ConstructorInfo constructor
                    ? constructor.Invoke(DoNotWrapExceptions, null, arguments, null)
                    : method.Invoke(target, DoNotWrapExceptions, null, arguments, null);
            }
            catch (TargetInvocationException ex) when (ex.InnerException is not null)
            {
                ExceptionDispatchInfo.Capture(ex.InnerException).Throw();
                throw;
            }
        }
    }
}
