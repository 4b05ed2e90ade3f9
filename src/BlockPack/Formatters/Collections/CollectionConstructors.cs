using System;
using System.Diagnostics.CodeAnalysis;
using System.Reflection;

namespace BlockPack.Formatters.Collections
{
    /// <summary>The constructor lookups of the formatters for user collection types that are built from their contents.</summary>
    internal static class CollectionConstructors
    {
        /// <summary>
        /// Finds an instance constructor of <paramref name="type"/>, of any visibility, with exactly one parameter to
        /// which a value of one of <paramref name="argumentTypes"/> can be passed; <see langword="null"/> if there is
        /// none. These are MessagePack-CSharp's rules for the same types, so both libraries pick the same formatter.
        /// </summary>
        internal static ConstructorInfo? FindSingleParameter(
            [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicConstructors | DynamicallyAccessedMemberTypes.NonPublicConstructors)] Type type,
            params Type[] argumentTypes)
        {
            foreach (ConstructorInfo constructor in type.GetConstructors(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic))
            {
                ParameterInfo[] parameters = constructor.GetParameters();
                if (parameters.Length == 1 && Array.Exists(argumentTypes, parameters[0].ParameterType.IsAssignableFrom))
                {
                    return constructor;
                }
            }

            return null;
        }

        /// <summary>Calls <paramref name="constructor"/> with one argument, surfacing the constructor's own exception.</summary>
        internal static object Invoke(ConstructorInfo constructor, object argument)
        {
            try
            {
                return constructor.Invoke(new[] { argument });
            }
            catch (TargetInvocationException e) when (e.InnerException is not null)
            {
                System.Runtime.ExceptionServices.ExceptionDispatchInfo.Capture(e.InnerException).Throw();
                throw;
            }
        }
    }
}
