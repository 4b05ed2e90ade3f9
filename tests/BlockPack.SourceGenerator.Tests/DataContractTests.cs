using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using BlockPack.Resolvers;
using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>
    /// [DataContract] types reached from a call site, a member or [MessagePackSerializable] get generated formatters
    /// (the standard resolver serves them by their [DataMember]s on the JIT, so under NativeAOT it must too), writing the
    /// bytes the runtime's own object resolver writes for the same types.
    /// </summary>
    public class DataContractTests
    {
        private const string Source = """
            using System.Collections.Generic;
            using System.Runtime.Serialization;
            using BlockPack;
            namespace Shop
            {
                [DataContract]
                public class Ordered
                {
                    [DataMember(Order = 2)] public string? Name { get; set; }
                    [DataMember(Order = 0)] public int Id { get; set; }
                    public int NotAMember { get; set; }
                    [DataMember(Order = 3)] public Named? Inner { get; set; }
                }

                [DataContract]
                public class Named
                {
                    [DataMember(Name = "n")] public int Number { get; set; }
                    [DataMember] public List<Leaf>? Leaves { get; set; }
                    [IgnoreDataMember] [DataMember] public int Ignored { get; set; }
                }

                [DataContract]
                public struct Leaf
                {
                    [DataMember(Order = 1)] public double Weight;
                    [DataMember(Order = 0)] public bool On;
                }

                [DataContract]
                public class NeverSerialized { [DataMember(Order = 0)] public int A { get; set; } [DataMember] public int B { get; set; } }

                [DataContract]
                internal class Hidden { [DataMember] public int A { get; set; } }

                public static class App
                {
                    public static byte[] Run(Ordered o) => MessagePackSerializer.Serialize(o);
                }
            }
            """;

        [Fact]
        public void Reached_data_contracts_get_formatters_and_unreached_or_refused_ones_do_not()
        {
            GeneratorRun run = GeneratorRun.Of(Source, assemblyName: "Contracts");

            Assert.Empty(run.GeneratorDiagnostics);
            run.AssertCompilesCleanly();
            string[] files = run.Result.GeneratedTrees.Select(t => Path.GetFileName(t.FilePath)).ToArray();
            Assert.Contains("Shop_OrderedFormatter.g.cs", files);
            Assert.Contains("Shop_NamedFormatter.g.cs", files);
            Assert.Contains("Shop_LeafFormatter.g.cs", files);

            // Not reached from any call site (and invalid: mixed keys, a run-time error as before); internal (refused at run time).
            Assert.DoesNotContain("Shop_NeverSerializedFormatter.g.cs", files);
            Assert.DoesNotContain("Shop_HiddenFormatter.g.cs", files);
        }

        [Fact]
        public void Generated_data_contract_formatters_write_the_runtime_resolvers_bytes_and_read_them_back()
        {
            GeneratorRun run = GeneratorRun.Of(Source, assemblyName: "ContractBytes", buildProperties: new Dictionary<string, string> { ["BlockPackRegisterGeneratedResolver"] = "false" });
            run.WithLoadedOutput(assembly =>
            {
                Type ordered = assembly.GetType("Shop.Ordered", throwOnError: true)!;
                Type named = assembly.GetType("Shop.Named", throwOnError: true)!;
                Type leaf = assembly.GetType("Shop.Leaf", throwOnError: true)!;
                object value = Activator.CreateInstance(ordered)!;
                ordered.GetProperty("Id")!.SetValue(value, 7);
                ordered.GetProperty("Name")!.SetValue(value, "x");
                ordered.GetProperty("NotAMember")!.SetValue(value, 99);
                object inner = Activator.CreateInstance(named)!;
                named.GetProperty("Number")!.SetValue(inner, 300);
                named.GetProperty("Ignored")!.SetValue(inner, 5);
                object leafValue = Activator.CreateInstance(leaf)!;
                leaf.GetField("Weight")!.SetValue(leafValue, 0.5);
                leaf.GetField("On")!.SetValue(leafValue, true);
                var leaves = (System.Collections.IList)Activator.CreateInstance(typeof(List<>).MakeGenericType(leaf))!;
                leaves.Add(leafValue);
                named.GetProperty("Leaves")!.SetValue(inner, leaves);
                ordered.GetProperty("Inner")!.SetValue(value, inner);

                var generated = (IFormatterResolver)assembly.GetType("ContractBytes.GeneratedMessagePackResolver", throwOnError: true)!.GetField("Instance")!.GetValue(null)!;
                Assert.NotNull(typeof(IFormatterResolver).GetMethod(nameof(IFormatterResolver.GetFormatter))!.MakeGenericMethod(ordered).Invoke(generated, null));
                var generatedOptions = MessagePackSerializerOptions.Standard.WithResolver(CompositeResolver.Create(generated, StandardResolver.Instance));

                // The attribute is off, so the standard resolver builds its own (emitted) formatters for these types.
                byte[] runtimeBytes = MessagePackSerializer.Serialize(ordered, value, MessagePackSerializerOptions.Standard);
                byte[] generatedBytes = MessagePackSerializer.Serialize(ordered, value, generatedOptions);

                // [7, nil, "x", {"n": 300, "Leaves": [[true, 0.5]]}]: Order keys make an array with a gap at 1.
                Assert.Equal("9407C0A17882A16ECD012CA64C65617665739192C3CB3FE0000000000000", Convert.ToHexString(generatedBytes));
                Assert.Equal(Convert.ToHexString(runtimeBytes), Convert.ToHexString(generatedBytes));

                object back = MessagePackSerializer.Deserialize(ordered, generatedBytes, generatedOptions)!;
                Assert.Equal(0, ordered.GetProperty("NotAMember")!.GetValue(back));
                object backInner = ordered.GetProperty("Inner")!.GetValue(back)!;
                Assert.Equal(300, named.GetProperty("Number")!.GetValue(backInner));
                Assert.Equal(0, named.GetProperty("Ignored")!.GetValue(backInner));
                Assert.Equal(Convert.ToHexString(runtimeBytes), Convert.ToHexString(MessagePackSerializer.Serialize(ordered, back, generatedOptions)));
            });
        }
    }
}
