#if MESSAGEPACK_V3
// The surface compared is 3.1.12's, the version migrating users come from; 2.5.305's differs and is not the target.
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Text.RegularExpressions;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// Issue 36: a migrating user changes <c>using MessagePack</c> to <c>using BlockPack</c> and expects every name to
    /// be there. Every public type (and the public members of the types most code calls) of MessagePack-CSharp 3.1.12
    /// must exist in BlockPack under the swapped namespace, or be listed with its reason in docs/migration.md.
    /// </summary>
    public class PublicSurfaceTests
    {
        private const string TypesHeading = "### Public types of MessagePack-CSharp that BlockPack does not have";
        private const string MembersHeading = "### Public members of MessagePack-CSharp that BlockPack does not have";

        private static readonly Assembly BlockPackAssembly = typeof(B.MessagePackSerializer).Assembly;

        /// <summary>The types whose members user code calls most: the serializer, its options, the reader and writer.</summary>
        private static readonly Type[] MostUsed =
        {
            typeof(M.MessagePackSerializer),
            typeof(M.MessagePackSerializer.Typeless),
            typeof(M.MessagePackSerializerOptions),
            typeof(M.MessagePackSecurity),
            typeof(M.MessagePackReader),
            typeof(M.MessagePackWriter),
        };

        [Fact]
        public void Every_public_type_of_MessagePackCSharp_exists_here_or_is_listed_in_the_migration_guide()
        {
            HashSet<string> listed = ListedNames(TypesHeading);
            var missing = new List<string>();
            var listedButPresent = new List<string>();
            foreach (Type type in PublicTypesOfMessagePackCSharp())
            {
                string name = DisplayName(type);
                bool present = Counterpart(type) is not null;
                if (!present && !listed.Contains(name))
                {
                    missing.Add(name);
                }
                else if (present && listed.Contains(name))
                {
                    listedButPresent.Add(name);
                }

                listed.Remove(name);
            }

            Assert.True(
                missing.Count == 0 && listedButPresent.Count == 0 && listed.Count == 0,
                Report("types", missing, listedButPresent, listed));
        }

        [Fact]
        public void Every_public_member_of_the_most_used_types_and_every_resolver_and_formatter_constructor_and_instance_exists_here_or_is_listed()
        {
            HashSet<string> listed = ListedNames(MembersHeading);
            var missing = new List<string>();
            var listedButPresent = new List<string>();
            foreach ((Type theirs, MemberInfo member) in MembersToCompare())
            {
                string name = DisplayName(theirs) + "." + Signature(member, swap: false);
                Type? ours = Counterpart(theirs);
                bool present = ours is not null && Members(ours).Any(m => Signature(m, swap: false) == Signature(member, swap: true));
                if (!present && !listed.Contains(name))
                {
                    missing.Add(name);
                }
                else if (present && listed.Contains(name))
                {
                    listedButPresent.Add(name);
                }

                listed.Remove(name);
            }

            Assert.True(
                missing.Count == 0 && listedButPresent.Count == 0 && listed.Count == 0,
                Report("members", missing, listedButPresent, listed));
        }

        [Fact]
        public void The_check_sees_the_whole_surface_of_both_assemblies()
        {
            // Guards the comparison itself: a reflection mistake that found no types would pass the tests above.
            Type[] types = PublicTypesOfMessagePackCSharp().ToArray();
            Assert.Contains(typeof(M.MessagePackSerializer), types);
            Assert.Contains(typeof(M.MessagePackObjectAttribute), types);
            Assert.Contains(typeof(M.Resolvers.StaticCompositeResolver), types);
            Assert.True(types.Length > 200, $"only {types.Length} public types found");
            Assert.Same(typeof(B.Formatters.ListFormatter<>), Counterpart(typeof(M.Formatters.ListFormatter<>)));
            Assert.Same(typeof(B.MessagePackSerializer.Typeless), Counterpart(typeof(M.MessagePackSerializer.Typeless)));
            Assert.Null(Counterpart(typeof(M.Internal.AutomataDictionary)));
            Assert.Equal("MessagePack.Formatters.ListFormatter<T>", DisplayName(typeof(M.Formatters.ListFormatter<>)));
            Assert.Equal("MessagePack.MessagePackSerializer.Typeless", DisplayName(typeof(M.MessagePackSerializer.Typeless)));
            Assert.Contains(MembersToCompare(), pair => pair.Member.Name == "Serialize");
            Assert.Contains(MembersToCompare(), pair => pair.Member.Name == "Instance" && pair.Type == typeof(M.Resolvers.StandardResolver));
        }

        [Theory]
        [InlineData("[1, @]")]
        [InlineData("{\"a\": tru}")]
        public void Bad_JSON_is_a_TinyJsonException_there_and_a_MessagePackSerializationException_here(string json)
        {
            // Pins the migration guide's reason for leaving TinyJsonException out: code catching it catches this instead.
            Assert.Throws<M.TinyJsonException>(() => M.MessagePackSerializer.ConvertFromJson(json));
            Assert.Throws<B.MessagePackSerializationException>(() => B.MessagePackSerializer.ConvertFromJson(json));
        }

        private static IEnumerable<Type> PublicTypesOfMessagePackCSharp()
        {
            return new[] { typeof(M.MessagePackSerializer).Assembly, typeof(M.MessagePackObjectAttribute).Assembly }
                .SelectMany(a => a.GetExportedTypes())
                .Where(t => t.Namespace is not null && (t.Namespace == "MessagePack" || t.Namespace.StartsWith("MessagePack.", StringComparison.Ordinal)))
                .OrderBy(t => t.FullName, StringComparer.Ordinal);
        }

        private static IEnumerable<(Type Type, MemberInfo Member)> MembersToCompare()
        {
            foreach (Type type in MostUsed)
            {
                foreach (MemberInfo member in Members(type))
                {
                    yield return (type, member);
                }
            }

            // How user code gets hold of a resolver or formatter: its Instance field (or any other public static field or
            // property) and its public constructors, for every resolver and formatter type BlockPack has too (a missing
            // type is reported by the type test).
            foreach (Type type in PublicTypesOfMessagePackCSharp()
                .Where(t => (t.Namespace == "MessagePack.Resolvers" || t.Namespace == "MessagePack.Formatters") && Counterpart(t) is not null))
            {
                foreach (MemberInfo member in type.GetMembers(BindingFlags.Public | BindingFlags.Static | BindingFlags.Instance | BindingFlags.DeclaredOnly)
                    .Where(m => m is ConstructorInfo || ((m is FieldInfo || m is PropertyInfo) && IsStatic(m))))
                {
                    yield return (type, member);
                }
            }
        }

        private static bool IsStatic(MemberInfo member) => member switch
        {
            FieldInfo field => field.IsStatic,
            PropertyInfo property => property.GetMethod?.IsStatic == true,
            _ => false,
        };

        private static IEnumerable<MemberInfo> Members(Type type)
        {
            return type.GetMembers(BindingFlags.Public | BindingFlags.Instance | BindingFlags.Static | BindingFlags.DeclaredOnly)
                .Where(m => m is not Type && !(m is MethodInfo method && method.IsSpecialName && !method.Name.StartsWith("op_", StringComparison.Ordinal)))
                .Where(m => !(m is MethodInfo { Name: "Equals" or "GetHashCode" or "ToString" or "Deconstruct" or "<Clone>$" or "PrintMembers" }))
                .Where(m => !(m is PropertyInfo { Name: "EqualityContract" }));
        }

        /// <summary>The BlockPack type of the same name in the swapped namespace and of the same generic arity, if any.</summary>
        private static Type? Counterpart(Type type)
        {
            Type? found = BlockPackAssembly.GetType(Swap(type.FullName!), throwOnError: false);
            return found is not null && (found.IsPublic || found.IsNestedPublic) ? found : null;
        }

        private static string Swap(string name) => Regex.Replace(name, @"\bMessagePack(?=[.+])", "BlockPack");

        /// <summary>How the migration guide names a type: C# spelling, with generic parameters and nesting dots.</summary>
        private static string DisplayName(Type type)
        {
            string name = type.IsNested ? DisplayName(type.DeclaringType!) + "." + type.Name : type.Namespace + "." + type.Name;
            int tick = name.IndexOf('`', StringComparison.Ordinal);
            if (tick < 0)
            {
                return name;
            }

            // A nested type repeats its parent's parameters; show only its own.
            Type[] parameters = type.GetGenericArguments();
            int own = int.Parse(name[(tick + 1)..], System.Globalization.CultureInfo.InvariantCulture);
            return name[..tick] + "<" + string.Join(", ", parameters.Skip(parameters.Length - own).Select(p => p.Name)) + ">";
        }

        /// <summary>A member's kind, name and parameter types, the MessagePack namespaces swapped when <paramref name="swap"/>.</summary>
        private static string Signature(MemberInfo member, bool swap)
        {
            string Name(Type t) => swap ? Swap(TypeText(t)) : TypeText(t);
            switch (member)
            {
                case MethodBase method:
                    string generic = method is MethodInfo { IsGenericMethodDefinition: true } m ? "<" + string.Join(", ", m.GetGenericArguments().Select(a => a.Name)) + ">" : string.Empty;
                    string name = method is ConstructorInfo ? "ctor" : method.Name;
                    return $"{name}{generic}({string.Join(", ", method.GetParameters().Select(p => Name(p.ParameterType)))})";
                case PropertyInfo property:
                    ParameterInfo[] index = property.GetIndexParameters();
                    return index.Length == 0 ? property.Name : $"{property.Name}[{string.Join(", ", index.Select(p => Name(p.ParameterType)))}]";
                default:
                    return member.Name;
            }
        }

        private static string TypeText(Type type)
        {
            if (type.IsByRef)
            {
                return "ref " + TypeText(type.GetElementType()!);
            }

            if (type.IsArray)
            {
                return TypeText(type.GetElementType()!) + "[" + new string(',', type.GetArrayRank() - 1) + "]";
            }

            if (type.IsGenericParameter)
            {
                return type.Name;
            }

            string name = (type.IsNested ? TypeText(type.DeclaringType!) : type.Namespace) + "." + type.Name;
            int tick = name.IndexOf('`', StringComparison.Ordinal);
            return tick < 0 || !type.IsGenericType ? name : name[..tick] + "<" + string.Join(", ", type.GetGenericArguments().Select(TypeText)) + ">";
        }

        /// <summary>The names in backquotes in the first column of the table under <paramref name="heading"/>.</summary>
        private static HashSet<string> ListedNames(string heading)
        {
            string[] lines = File.ReadAllLines(MigrationGuide());
            int start = Array.IndexOf(lines, heading);
            Assert.True(start >= 0, $"docs/migration.md has no heading \"{heading}\"");
            var names = new HashSet<string>(StringComparer.Ordinal);
            foreach (string line in lines.Skip(start + 1).TakeWhile(l => !l.StartsWith('#')))
            {
                if (!line.StartsWith("| `", StringComparison.Ordinal))
                {
                    continue;
                }

                string cell = line.Split('|')[1];
                foreach (Match match in Regex.Matches(cell, "`([^`]+)`"))
                {
                    Assert.True(names.Add(match.Groups[1].Value), $"docs/migration.md lists {match.Groups[1].Value} twice");
                }

                Assert.True(line.Split('|')[2].Trim().Length > 0, $"docs/migration.md gives no reason for {cell.Trim()}");
            }

            return names;
        }

        private static string MigrationGuide()
        {
            for (DirectoryInfo? dir = new DirectoryInfo(AppContext.BaseDirectory); dir is not null; dir = dir.Parent)
            {
                string path = Path.Combine(dir.FullName, "docs", "migration.md");
                if (File.Exists(path))
                {
                    return path;
                }
            }

            throw new FileNotFoundException("docs/migration.md not found above " + AppContext.BaseDirectory);
        }

        private static string Report(string what, List<string> missing, List<string> listedButPresent, HashSet<string> listedUnknown)
        {
            var text = new System.Text.StringBuilder();
            if (missing.Count > 0)
            {
                text.AppendLine($"{missing.Count} public {what} of MessagePack-CSharp 3.1.12 missing from BlockPack and not listed in docs/migration.md:");
                missing.ForEach(m => text.AppendLine("  " + m));
            }

            if (listedButPresent.Count > 0)
            {
                text.AppendLine($"Listed in docs/migration.md as absent, but BlockPack has them:");
                listedButPresent.ForEach(m => text.AppendLine("  " + m));
            }

            if (listedUnknown.Count > 0)
            {
                text.AppendLine($"Listed in docs/migration.md, but MessagePack-CSharp 3.1.12 has no such public {what}:");
                foreach (string m in listedUnknown.OrderBy(n => n, StringComparer.Ordinal))
                {
                    text.AppendLine("  " + m);
                }
            }

            return text.ToString();
        }
    }
}
#endif
