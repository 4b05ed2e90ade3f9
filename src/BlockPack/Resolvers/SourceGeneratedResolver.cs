using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Reflection;
using System.Threading;
using BlockPack.Formatters;
using BlockPack.Formatters.Generated;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// Finds the formatters BlockPack.SourceGenerator wrote at compile time: for a type, it asks the generated
    /// resolvers that the type's assembly (and, for arrays and generic types, its element and argument types'
    /// assemblies), the entry assembly and every assembly asked before name with <see cref="GeneratedResolverAttribute"/>. No member reflection and no dynamic code, so it
    /// works under NativeAOT and trimming; it is part of <see cref="StandardResolver"/>. Thread-safe.
    /// </summary>
    public sealed class SourceGeneratedResolver : IFormatterResolver
    {
        /// <summary>The one instance.</summary>
        public static readonly SourceGeneratedResolver Instance = new SourceGeneratedResolver();

        private static readonly ConcurrentDictionary<Assembly, IFormatterResolver[]> ResolversByAssembly = new();

        // How many assemblies ResolversByAssembly has read; grows when a type from an assembly not met before is asked
        // for. A "no formatter" answer is only as good as the set of assemblies it asked, so it is kept with this count
        // and asked again once the count has moved on.
        private static int assembliesRead;

        private SourceGeneratedResolver()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => FormatterCache<T>.Get();

        /// <summary>
        /// The entry a generated resolver registered for <paramref name="type"/> with [MessagePackSerializable], asked in
        /// the same assemblies as formatters are, or <see langword="null"/>. Not cached here: the non-generic methods
        /// keep what they find.
        /// </summary>
        internal static RegisteredType? FindRegisteredType(Type type)
        {
            foreach (Assembly assembly in AssembliesFor(type))
            {
                foreach (IFormatterResolver resolver in ResolversOf(assembly))
                {
                    if (resolver is IRegisteredTypeProvider provider && provider.GetRegisteredType(type) is { } registered)
                    {
                        return registered;
                    }
                }
            }

            return null;
        }

        /// <summary>
        /// The formatter the generated resolvers' contractless parts have for <typeparamref name="T"/>, asked in the same
        /// assemblies as formatters are, or <see langword="null"/>. Not cached here: ContractlessStandardResolver keeps
        /// what it finds.
        /// </summary>
        /// <typeparam name="T">The type to format.</typeparam>
        /// <returns>The formatter, or <see langword="null"/>.</returns>
        internal static IMessagePackFormatter<T>? FindContractless<T>() => FindInPart<T>(static provider => provider.Contractless);

        /// <summary>
        /// The formatter one part of the generated resolvers (contractless, AllowPrivate, contractless AllowPrivate) has
        /// for <typeparamref name="T"/>, asked in the same assemblies as formatters are, or <see langword="null"/>. Not
        /// cached here: the resolvers that ask keep what they find. The part is a delegate rather than a switch so that
        /// NativeAOT keeps a part's formatters only in apps that use a resolver asking it.
        /// </summary>
        /// <typeparam name="T">The type to format.</typeparam>
        /// <param name="part">Gets the part from a generated resolver.</param>
        /// <returns>The formatter, or <see langword="null"/>.</returns>
        internal static IMessagePackFormatter<T>? FindInPart<T>(Func<IRegisteredTypeProvider, IFormatterResolver?> part)
        {
            foreach (IRegisteredTypeProvider provider in ProvidersFor(typeof(T)))
            {
                if (part(provider)?.GetFormatter<T>() is { } formatter)
                {
                    return formatter;
                }
            }

            return null;
        }

        /// <summary>
        /// The generated resolvers that may write a boxed <paramref name="type"/> (a generated struct), asked in the same
        /// assemblies as formatters are.
        /// </summary>
        internal static IRegisteredTypeProvider[] ProvidersFor(Type type)
        {
            var providers = new List<IRegisteredTypeProvider>();
            foreach (Assembly assembly in AssembliesFor(type))
            {
                foreach (IFormatterResolver resolver in ResolversOf(assembly))
                {
                    if (resolver is IRegisteredTypeProvider provider)
                    {
                        providers.Add(provider);
                    }
                }
            }

            return providers.ToArray();
        }

        private static IMessagePackFormatter<T>? Find<T>()
        {
            foreach (Assembly assembly in AssembliesFor(typeof(T)))
            {
                foreach (IFormatterResolver resolver in ResolversOf(assembly))
                {
                    if (resolver.GetFormatter<T>() is { } formatter)
                    {
                        return formatter;
                    }
                }
            }

            return null;
        }

        private static List<Assembly> AssembliesFor(Type type)
        {
            var assemblies = new List<Assembly>();
            CollectAssemblies(type, assemblies);

            // Types of the framework (string[], List<int>) belong to no generated resolver's assembly, but a generated
            // resolver registers the ones its members use: ask the app's own, then every one met so far.
            if (Assembly.GetEntryAssembly() is { } entry && !assemblies.Contains(entry))
            {
                assemblies.Add(entry);
            }

            foreach (Assembly known in ResolversByAssembly.Keys)
            {
                if (!assemblies.Contains(known))
                {
                    assemblies.Add(known);
                }
            }

            return assemblies;
        }

        /// <summary>The assemblies whose generated resolvers may know <paramref name="type"/>: its own, then its parts'.</summary>
        private static void CollectAssemblies(Type type, List<Assembly> into)
        {
            if (!into.Contains(type.Assembly))
            {
                into.Add(type.Assembly);
            }

            if (type.HasElementType)
            {
                CollectAssemblies(type.GetElementType()!, into);
            }
            else if (type.IsGenericType)
            {
                foreach (Type argument in type.GetGenericArguments())
                {
                    CollectAssemblies(argument, into);
                }
            }
        }

        private static IFormatterResolver[] ResolversOf(Assembly assembly)
        {
            if (ResolversByAssembly.TryGetValue(assembly, out IFormatterResolver[]? known))
            {
                return known;
            }

            IFormatterResolver[] read = ReadResolvers(assembly);
            if (ResolversByAssembly.TryAdd(assembly, read))
            {
                Interlocked.Increment(ref assembliesRead);
                return read;
            }

            return ResolversByAssembly[assembly];
        }

        private static IFormatterResolver[] ReadResolvers(Assembly assembly)
        {
            var resolvers = new List<IFormatterResolver>();
            foreach (GeneratedResolverAttribute attribute in assembly.GetCustomAttributes<GeneratedResolverAttribute>())
            {
                if (attribute.ResolverType.GetField("Instance", BindingFlags.Public | BindingFlags.Static)?.GetValue(null) is IFormatterResolver resolver)
                {
                    resolvers.Add(resolver);
                }
            }

            return resolvers.ToArray();
        }

        private static class FormatterCache<T>
        {
            // A found formatter is final: every later lookup is one field read. A miss records how many assemblies had
            // been read when it was decided, and is re-decided when more have been read since (a library whose
            // generated resolver serves T may be met only after the first lookup of T).
            private static IMessagePackFormatter<T>? formatter;
            private static int missAt = -1;

            internal static IMessagePackFormatter<T>? Get()
            {
                if (Volatile.Read(ref formatter) is { } found)
                {
                    return found;
                }

                // Read the count before searching: an assembly read during the search makes the miss stale at once.
                int seen = Volatile.Read(ref assembliesRead);
                if (Volatile.Read(ref missAt) == seen)
                {
                    return null;
                }

                found = Find<T>();
                if (found is null)
                {
                    Volatile.Write(ref missAt, seen);
                    return null;
                }

                // Two threads may both search; either's result is a correct formatter for T, and the first one kept stays.
                return Interlocked.CompareExchange(ref formatter, found, null) ?? found;
            }
        }
    }
}
