using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Reflection;
using System.Runtime.CompilerServices;
using BlockPack.Formatters;
using BlockPack.Formatters.Objects;
using BlockPack.Internal;

namespace BlockPack.Serializer.Coverage
{
    /// <summary>
    /// Answers "can this resolver serialize a T?" for the whole shape of T, not only its outer type: BlockPack's
    /// collection, dictionary, array, nullable and tuple formatters resolve their element formatters only when a value
    /// is written, and an object formatter resolves its members' formatters the same way, so a formatter for
    /// <c>List&lt;Order&gt;</c> exists even when <c>Order</c> has none. The walk follows the formatters the resolver
    /// returns: an object formatter's members (those without their own [MessagePackFormatter]), and the element types
    /// (generic arguments, array elements) of BlockPack's own generic formatters. A formatter from anywhere else (a
    /// user's, a source-generated one, one a type names with [MessagePackFormatter]) is trusted to handle its type
    /// whole. Only positive answers are cached, per resolver, because a resolver may learn a type later
    /// (source-generated registrations).
    /// </summary>
    internal static class FormatterCoverage
    {
        private static readonly ConditionalWeakTable<IFormatterResolver, ConcurrentDictionary<Type, bool>> Covered = new();

        private static readonly Assembly CoreAssembly = typeof(FormatterCoverage).Assembly;

        /// <summary>Checks <typeparamref name="T"/> and, where dynamic code runs, every type its formatter depends on.</summary>
        /// <typeparam name="T">The type to check.</typeparam>
        /// <param name="resolver">The resolver to ask.</param>
        /// <param name="reason">Why not, when the result is <see langword="false"/>.</param>
        /// <returns>Whether every part of <typeparamref name="T"/> has a usable formatter.</returns>
        [UnconditionalSuppressMessage("AOT", "IL3050", Justification = "The walk runs only where dynamic code is supported; under NativeAOT formatters come from the built-in and source-generated resolvers, which are trusted whole.")]
        [UnconditionalSuppressMessage("Trimming", "IL2026", Justification = "Same guard: the walk reads members of contracts the dynamic object resolvers already reflected over.")]
        internal static bool CanSerialize<T>(IFormatterResolver resolver, [NotNullWhen(false)] out string? reason)
        {
            ConcurrentDictionary<Type, bool> covered = Covered.GetValue(resolver, static _ => new ConcurrentDictionary<Type, bool>());
            if (covered.ContainsKey(typeof(T)))
            {
                reason = null;
                return true;
            }

            IMessagePackFormatter<T>? formatter;
            try
            {
                formatter = resolver.GetFormatter<T>();
            }
            catch (Exception ex) when (IsResolveFailure(ex))
            {
                reason = Describe(typeof(T), ex);
                return false;
            }

            if (!IsUsable(typeof(T), formatter, out reason))
            {
                return false;
            }

            if (DynamicCodeSupport.IsSupported && !new Walk(resolver).CoversParts(typeof(T), formatter!, out reason))
            {
                return false;
            }

            covered.TryAdd(typeof(T), true);
            return true;
        }

        /// <summary>Checks a type known only at run time, and every type its formatter depends on.</summary>
        /// <param name="resolver">The resolver to ask.</param>
        /// <param name="type">The type to check.</param>
        /// <param name="reason">Why not, when the result is <see langword="false"/>.</param>
        /// <returns>Whether every part of <paramref name="type"/> has a usable formatter.</returns>
        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        internal static bool CanSerialize(IFormatterResolver resolver, Type type, [NotNullWhen(false)] out string? reason)
        {
            ConcurrentDictionary<Type, bool> covered = Covered.GetValue(resolver, static _ => new ConcurrentDictionary<Type, bool>());
            if (covered.ContainsKey(type))
            {
                reason = null;
                return true;
            }

            if (!new Walk(resolver).Covers(type, out reason))
            {
                return false;
            }

            covered.TryAdd(type, true);
            return true;
        }

        private static bool IsResolveFailure(Exception ex) => ex is not OutOfMemoryException;

        private static bool IsUsable(Type type, object? formatter, [NotNullWhen(false)] out string? reason)
        {
            if (formatter is null)
            {
                reason = $"The resolver has no formatter for {type}.";
                return false;
            }

            Type formatterType = formatter.GetType();
            if (formatterType.IsGenericType && formatterType.GetGenericTypeDefinition() == typeof(InvalidContractFormatter<>))
            {
                // Resolving succeeded, but every use throws the contract error: serializing would fail.
                reason = $"{type} has an invalid contract.";
                return false;
            }

            reason = null;
            return true;
        }

        private static string Describe(Type type, Exception ex)
        {
            Exception cause = ex is TargetInvocationException or TypeInitializationException && ex.InnerException is not null ? ex.InnerException : ex;
            return $"Resolving the formatter for {type} failed: {cause.Message}";
        }

        /// <summary>One walk over a type's shape; remembers the types already seen so cycles end.</summary>
        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        private sealed class Walk
        {
            private readonly IFormatterResolver resolver;
            private readonly HashSet<Type> seen = new();

            internal Walk(IFormatterResolver resolver)
            {
                this.resolver = resolver;
            }

            internal bool Covers(Type type, [NotNullWhen(false)] out string? reason)
            {
                if (!this.seen.Add(type))
                {
                    reason = null;
                    return true;
                }

                if (type.IsPointer || type.IsByRef || type.ContainsGenericParameters)
                {
                    reason = $"{type} cannot be serialized.";
                    return false;
                }

                object? formatter;
                try
                {
                    formatter = this.resolver.GetFormatterDynamic(type);
                }
                catch (Exception ex) when (IsResolveFailure(ex))
                {
                    reason = Describe(type, ex);
                    return false;
                }

                return IsUsable(type, formatter, out reason) && this.CoversParts(type, formatter!, out reason);
            }

            internal bool CoversParts(Type type, object formatter, [NotNullWhen(false)] out string? reason)
            {
                this.seen.Add(type);
                reason = null;
                if (type.GetCustomAttribute<MessagePackFormatterAttribute>(inherit: false) is not null)
                {
                    // The type chose its formatter; what that formatter writes is its own business.
                    return true;
                }

                if (formatter is IObjectContractFormatter objectFormatter)
                {
                    foreach (ObjectMember member in objectFormatter.Contract.Members)
                    {
                        if (member.CustomFormatter is null && !this.Covers(member.Type, out string? memberReason))
                        {
                            reason = $"{type}'s member {member.Name}: {memberReason}";
                            return false;
                        }
                    }

                    return true;
                }

                if (formatter.GetType().Assembly != CoreAssembly)
                {
                    return true;
                }

                if (type.IsArray)
                {
                    return this.CoversElement(type, type.GetElementType()!, out reason);
                }

                if (type.IsGenericType)
                {
                    foreach (Type argument in type.GetGenericArguments())
                    {
                        if (!this.CoversElement(type, argument, out reason))
                        {
                            return false;
                        }
                    }
                }

                return true;
            }

            private bool CoversElement(Type outer, Type element, [NotNullWhen(false)] out string? reason)
            {
                if (this.Covers(element, out string? elementReason))
                {
                    reason = null;
                    return true;
                }

                reason = $"{outer}'s element type: {elementReason}";
                return false;
            }
        }
    }
}
