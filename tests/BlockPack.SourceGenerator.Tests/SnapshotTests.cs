using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>
    /// Golden files of the generated source for the main shapes, under Snapshots/&lt;scenario&gt;/, so a change in what
    /// users read in their obj/ folder shows in review. After an intended change, run the tests with
    /// BLOCKPACK_UPDATE_SNAPSHOTS=1: each scenario then rewrites its files in the project folder and fails (a run that
    /// wrote the golden files cannot also check them); review the diff, rebuild and run again without the variable.
    /// </summary>
    public class SnapshotTests
    {
        public static TheoryData<string> Scenarios => new() { "IntKeyStringKeyUnion", "GenericAtCallSite", "AllowPrivateInit", "DataContractContractlessRegistered", "AllowPrivateResolvers", "BuiltinReferenceTypes" };

        [Theory]
        [MemberData(nameof(Scenarios))]
        public void Generated_source_matches_the_golden_files(string scenario)
        {
            GeneratorRun run = GeneratorRun.Of(Source(scenario), assemblyName: "Snapshot");
            run.AssertCompilesCleanly();

            // The generator's diagnostics are part of what the scenario shows users: exactly the expected ones (by id and
            // position), so a missing or new one fails even when the generated source is unchanged.
            string[] diagnostics = run.GeneratorDiagnostics.Select(d =>
            {
                Microsoft.CodeAnalysis.FileLinePositionSpan span = d.Location.GetLineSpan();
                return $"{d.Id} {Path.GetFileName(span.Path)}({span.StartLinePosition.Line + 1},{span.StartLinePosition.Character + 1})";
            }).OrderBy(d => d, StringComparer.Ordinal).ToArray();
            Assert.True(ExpectedDiagnostics(scenario).SequenceEqual(diagnostics), "generator diagnostics: " + string.Join("\n", run.GeneratorDiagnostics));
            Dictionary<string, string> generated = run.Result.GeneratedTrees.ToDictionary(
                t => Path.GetFileName(t.FilePath),
                t => t.ToString().Replace("\r\n", "\n", StringComparison.Ordinal));

            string directory = Path.Combine(AppContext.BaseDirectory, "Snapshots", scenario);
            if (Environment.GetEnvironmentVariable("BLOCKPACK_UPDATE_SNAPSHOTS") == "1")
            {
                directory = Path.Combine(ProjectDirectory(), "Snapshots", scenario);
                if (Directory.Exists(directory))
                {
                    Directory.Delete(directory, recursive: true);
                }

                Directory.CreateDirectory(directory);
                foreach (KeyValuePair<string, string> file in generated)
                {
                    File.WriteAllText(Path.Combine(directory, file.Key), file.Value);
                }

                Assert.Fail($"BLOCKPACK_UPDATE_SNAPSHOTS=1: rewrote {generated.Count} golden files in {directory}; review the diff, then run the tests without the variable to check them.");
            }

            string[] expectedFiles = Directory.GetFiles(directory).Select(Path.GetFileName).OrderBy(f => f, StringComparer.Ordinal).ToArray()!;
            Assert.Equal(expectedFiles, generated.Keys.OrderBy(f => f, StringComparer.Ordinal).ToArray());
            foreach (string file in expectedFiles)
            {
                Assert.Equal(File.ReadAllText(Path.Combine(directory, file)).Replace("\r\n", "\n", StringComparison.Ordinal), generated[file]);
            }
        }

        /// <summary>
        /// The test project's folder, stamped into the assembly at build time. Not [CallerFilePath]: a CI build
        /// (ContinuousIntegrationBuild) maps source paths to /_/, so that path does not exist on disk.
        /// </summary>
        private static string ProjectDirectory() =>
            typeof(SnapshotTests).Assembly.GetCustomAttributes(typeof(System.Reflection.AssemblyMetadataAttribute), inherit: false)
                .Cast<System.Reflection.AssemblyMetadataAttribute>()
                .Single(a => a.Key == "ProjectDirectory").Value!;

        /// <summary>The generator diagnostics each scenario must produce, sorted: id and position in User.cs.</summary>
        private static string[] ExpectedDiagnostics(string scenario) => scenario switch
        {
            // Sealed has only a private constructor: the AllowPrivate resolvers read it, the standard ones cannot.
            "AllowPrivateResolvers" => new[] { "BP0007 User.cs(11,14)" },
            _ => Array.Empty<string>(),
        };

        private static string Source(string scenario) => scenario switch
        {
            "IntKeyStringKeyUnion" => """
                using System.Collections.Generic;
                using BlockPack;
                namespace Shop
                {
                    public enum Status { Open, Closed }
                    [MessagePackObject]
                    public class Order
                    {
                        [Key(0)] public int Id { get; set; }
                        [Key(1)] public string Name { get; set; } = "";
                        [Key(2)] public List<Line> Lines { get; set; } = new();
                        [Key(3)] public Status Status { get; set; }
                        [Key(4)] public IShape? Shape { get; set; }
                    }
                    [MessagePackObject]
                    public readonly record struct Line([property: Key("sku")] string Sku, [property: Key("qty")] int Quantity);
                    [Union(0, typeof(Circle))]
                    public interface IShape { }
                    [MessagePackObject]
                    public sealed record Circle([property: Key(0)] double Radius) : IShape;
                }
                """,
            "GenericAtCallSite" => """
                using System.Collections.Generic;
                using BlockPack;
                [MessagePackObject]
                public class Person { [Key(0)] public string Name { get; set; } = ""; }
                [MessagePackObject]
                public class Envelope<T> { [Key(0)] public T Body { get; set; } = default!; [Key(1)] public Dictionary<string, int>? Tags { get; set; } }
                public static class App
                {
                    public static byte[] Save(Envelope<Person> e) => MessagePackSerializer.Serialize(e);
                    public static (int, string) Load(byte[] b) => MessagePackSerializer.Deserialize<(int, string)>(b);
                }
                """,
            // Uri and Version as members: the generated resolver serves them under NativeAOT (BuiltinResolver does not there).
            "BuiltinReferenceTypes" => """
                using System;
                using BlockPack;
                [MessagePackObject]
                public class Site { [Key(0)] public Uri? Home { get; set; } [Key(1)] public Version? Release { get; set; } }
                """,
            "AllowPrivateInit" => """
                using BlockPack;
                [MessagePackObject(AllowPrivate = true)]
                public struct Secret
                {
                    [Key(0)] private readonly int code;
                    [Key(1)] public string Label { get; init; }
                }
                """,
            "DataContractContractlessRegistered" => """
                using System.Runtime.Serialization;
                using BlockPack;
                using BlockPack.Resolvers;
                [assembly: MessagePackSerializable(typeof(Point))]
                [MessagePackObject]
                public struct Point { [Key(0)] public int X; [Key(1)] public int Y; }
                [DataContract]
                public class Contact { [DataMember] public int Id { get; set; } [DataMember(Name = "mail")] public string? Email { get; set; } }
                public class Plain { public string? Name { get; set; } public int Age; }
                public static class App
                {
                    public static byte[] Save(Contact c) => MessagePackSerializer.Serialize(c);
                    public static byte[] Loose(Plain p) => MessagePackSerializer.Serialize(p, ContractlessStandardResolver.Options);
                }
                """,
            "AllowPrivateResolvers" => """
                using BlockPack;
                using BlockPack.Resolvers;
                [MessagePackObject]
                public class Account
                {
                    [Key(0)] private int id = 1;
                    [Key(1)] public string? Name { get; private set; }
                    [IgnoreMember] public int Id => this.id;
                }
                [MessagePackObject]
                public class Sealed
                {
                    private Sealed(int a) { this.A = a; }
                    [Key(0)] public int A { get; }
                }
                [MessagePackObject]
                public class Holder { [Key(0)] public Account? One { get; set; } [Key(1)] public Sealed? Two { get; set; } }
                public class Loose { public int A { get; set; } private string b = "x"; public string B => this.b; }
                public static class App
                {
                    public static byte[] Save(Holder h) => MessagePackSerializer.Serialize(h, StandardResolverAllowPrivate.Options);
                    public static byte[] Loose(Loose l) => MessagePackSerializer.Serialize(l, ContractlessStandardResolverAllowPrivate.Options);
                }
                """,
            _ => throw new ArgumentOutOfRangeException(nameof(scenario)),
        };
    }
}
