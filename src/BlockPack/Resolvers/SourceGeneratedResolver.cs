using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Reflection;
using BlockPack.Formatters;

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

        private SourceGeneratedResolver()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => FormatterCache<T>.Formatter;

        private static IMessagePackFormatter<T>? Find<T>()
        {
            var assemblies = new List<Assembly>();
            CollectAssemblies(typeof(T), assemblies);

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

            foreach (Assembly assembly in assemblies)
            {
                foreach (IFormatterResolver resolver in ResolversByAssembly.GetOrAdd(assembly, ReadResolvers))
                {
                    if (resolver.GetFormatter<T>() is { } formatter)
                    {
                        return formatter;
                    }
                }
            }

            return null;
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
            // Resolved once per closed type; every later lookup is this static field read.
            internal static readonly IMessagePackFormatter<T>? Formatter = Find<T>();
        }
    }
}
