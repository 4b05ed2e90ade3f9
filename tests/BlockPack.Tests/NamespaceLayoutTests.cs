using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.CompilerServices;

namespace BlockPack.Tests
{
    /// <summary>
    /// Every internal type of the library lives in the namespace its folder names (docs/design.md, "Folders and
    /// namespaces"). IDE0130 enforces that in the build, but src/BlockPack/.editorconfig switches it off for the folders
    /// that group public formatters of one mirrored namespace and re-enables it there file by file; this test catches an
    /// internal type added to such a folder without that line: its namespace must name a folder holding its file.
    /// </summary>
    public class NamespaceLayoutTests
    {
        [Fact]
        public void Every_internal_type_lives_in_the_folder_its_namespace_names()
        {
            string source = RepositoryRoot.Combine("src", "BlockPack");
            var misplaced = new List<string>();
            foreach (Type type in typeof(MessagePackSerializer).Assembly.GetTypes())
            {
                // Nested types share their parent's file; public types keep the mirrored namespace wherever their file
                // sits; compiler-made types and the polyfills of System attributes have no folder of their own.
                if (type.IsNested || type.IsPublic || type.Namespace is null || !IsBlockPackNamespace(type.Namespace)
                    || type.IsDefined(typeof(CompilerGeneratedAttribute), inherit: false))
                {
                    continue;
                }

                string folder = Path.Combine(new[] { source }.Concat(type.Namespace.Split('.').Skip(1)).ToArray());
                string name = type.Name.Split('`')[0];
                string arity = type.IsGenericTypeDefinition ? type.GetGenericArguments().Length.ToString(System.Globalization.CultureInfo.InvariantCulture) : string.Empty;
                bool found = Directory.Exists(folder)
                    && Directory.EnumerateFiles(folder, name + "*.cs").Any(file => IsFileOf(Path.GetFileName(file), name, arity));
                if (!found)
                {
                    misplaced.Add($"{type.FullName}: no {name}.cs in {Path.GetRelativePath(source, folder)}");
                }
            }

            Assert.True(misplaced.Count == 0, "Internal types outside their namespace's folder:\n" + string.Join("\n", misplaced));
        }

        [Fact]
        public void The_check_sees_the_library_internal_types()
        {
            // Guards the test above against passing by finding nothing: these internal types exist, each in its folder.
            Assembly library = typeof(MessagePackSerializer).Assembly;
            Assert.Equal("BlockPack.Compression.Framing", library.GetType("BlockPack.Compression.Framing.FramingReader", throwOnError: true)!.Namespace);
            Assert.Equal("BlockPack.Internal", library.GetType("BlockPack.Internal.ThrowHelper", throwOnError: true)!.Namespace);
            Assert.Equal("BlockPack.Formatters.Standard", library.GetType("BlockPack.Formatters.Standard.DecimalText", throwOnError: true)!.Namespace);
        }

        private static bool IsBlockPackNamespace(string ns) => ns == "BlockPack" || ns.StartsWith("BlockPack.", StringComparison.Ordinal);

        /// <summary>
        /// One type per file: <c>Name.cs</c>, a partial <c>Name.Part.cs</c>, or a generic one named after its arity
        /// (<c>ValueTupleComparer2.cs</c>) or its type parameter (<c>ReflectionMemberAccessorOfT.cs</c>).
        /// </summary>
        private static bool IsFileOf(string file, string name, string arity)
        {
            string stem = file.Substring(0, file.Length - ".cs".Length);
            return stem == name || stem.StartsWith(name + ".", StringComparison.Ordinal)
                || (arity.Length > 0 && (stem == name + arity || stem.StartsWith(name + "Of", StringComparison.Ordinal)));
        }
    }
}
