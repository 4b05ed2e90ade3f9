using System;
using System.Diagnostics.CodeAnalysis;
using BlockPack.Internal;

namespace BlockPack.Formatters.Objects
{
    /// <summary>Builds the object formatter for a type: generated where dynamic code runs, reflection-based elsewhere.</summary>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    internal static class ObjectFormatterFactory
    {
        /// <summary>Builds the formatter the current runtime supports best.</summary>
        /// <typeparam name="T">The object type.</typeparam>
        /// <param name="policy">Which types and members count.</param>
        /// <returns>The formatter, or <see langword="null"/> when the policy does not cover <typeparamref name="T"/>.</returns>
        internal static IMessagePackFormatter<T>? Create<T>(ObjectContractPolicy policy) => Create<T>(policy, DynamicCodeSupport.IsSupported);

        /// <summary>Builds a generated or a reflection-based formatter.</summary>
        /// <typeparam name="T">The object type.</typeparam>
        /// <param name="policy">Which types and members count.</param>
        /// <param name="useDynamicCode"><see langword="true"/> to generate IL; <see langword="false"/> for the reflection fallback.</param>
        /// <returns>The formatter, or <see langword="null"/> when the policy does not cover <typeparamref name="T"/>.</returns>
        internal static IMessagePackFormatter<T>? Create<T>(ObjectContractPolicy policy, bool useDynamicCode)
        {
            try
            {
                ObjectContract? contract = ObjectContractBuilder.TryBuild(typeof(T), policy);
                if (contract is null)
                {
                    return null;
                }

                var state = new ObjectFormatterState(contract);
                if (useDynamicCode)
                {
                    try
                    {
                        return ObjectFormatterEmitter.Create<T>(state);
                    }
                    catch (Exception ex) when (ex is NotSupportedException or InvalidOperationException or MemberAccessException or ArgumentException)
                    {
                        // Emitting can still be refused for some types (for example ones from collectible assemblies,
                        // which a method owned by this module may not reference): the fallback writes the same bytes.
                    }
                }

                return new ReflectionObjectFormatter<T>(state);
            }
            catch (ResolveTimeContractException)
            {
                // Reported when the formatter is resolved, as MessagePack-CSharp reports it.
                throw;
            }
            catch (MessagePackSerializationException ex)
            {
                return new InvalidContractFormatter<T>(ex);
            }
            catch (Exception ex) when (ex is not OutOfMemoryException)
            {
                return new InvalidContractFormatter<T>(ThrowHelper.InvalidObjectContract(typeof(T), ex.Message, ex));
            }
        }
    }
}
