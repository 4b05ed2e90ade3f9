using System;
using System.IO;
using System.Linq;
using System.Reflection;
using BlockPack.Formatters.Generated;
using BlockPack.Resolvers;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>
    /// Unattributed classes and structs of the project reached from a call site get a contractless formatter (public
    /// members keyed by name), served only through the generated resolver's contractless part, which
    /// ContractlessStandardResolver asks under NativeAOT: the standard resolver keeps refusing them.
    /// </summary>
    public class ContractlessTests
    {
        private const string Source = """
            using System.Collections.Generic;
            using BlockPack;
            using BlockPack.Resolvers;
            namespace Plain
            {
                public class Person
                {
                    public string? Name { get; set; }
                    public int Age;
                    public List<Pet>? Pets { get; set; }
                    private int secret = 3;
                    public int Secret() => this.secret;
                    [IgnoreMember] public int Skipped { get; set; }
                }

                public struct Pet { public string Kind { get; set; } }

                internal class Hidden { public int X { get; set; } }

                public static class App
                {
                    public static byte[] Run(Person p) => MessagePackSerializer.Serialize(p, ContractlessStandardResolver.Options);
                    internal static byte[] Other(Hidden h) => MessagePackSerializer.Serialize(h, ContractlessStandardResolver.Options);
                }
            }
            """;

        [Fact]
        public void Reached_public_unattributed_types_get_contractless_formatters_outside_the_standard_part()
        {
            GeneratorRun run = GeneratorRun.Of(Source, assemblyName: "Contractless");

            run.AssertCompilesCleanly();
            string[] files = run.Result.GeneratedTrees.Select(t => Path.GetFileName(t.FilePath)).ToArray();
            Assert.Contains("Plain_PersonFormatter.g.cs", files);
            Assert.Contains("Plain_PetFormatter.g.cs", files);

            // Internal: ContractlessStandardResolver refuses it at run time, so nothing is generated.
            Assert.DoesNotContain("Plain_HiddenFormatter.g.cs", files);

            string resolver = run.Generated("GeneratedMessagePackResolver");
            string standardPart = resolver.Substring(0, resolver.IndexOf("private sealed class ContractlessPart", StringComparison.Ordinal));
            Assert.DoesNotContain("typeof(global::Plain.Person)", standardPart, StringComparison.Ordinal);
            Assert.Contains("return Plain_PersonFormatter.Instance;", resolver.Substring(standardPart.Length), StringComparison.Ordinal);

            // A struct served only contractlessly is not written boxed by the standard part either.
            Assert.DoesNotContain("value is global::Plain.Pet", resolver, StringComparison.Ordinal);
        }

        [Fact]
        public void Contractless_formatters_write_ContractlessStandardResolvers_bytes_and_the_standard_part_refuses_them()
        {
            GeneratorRun run = GeneratorRun.Of(Source, assemblyName: "ContractlessBytes");
            run.WithLoadedOutput(assembly =>
            {
                Type person = assembly.GetType("Plain.Person", throwOnError: true)!;
                Type pet = assembly.GetType("Plain.Pet", throwOnError: true)!;
                object value = Activator.CreateInstance(person)!;
                person.GetProperty("Name")!.SetValue(value, "Al");
                person.GetField("Age")!.SetValue(value, 40);
                person.GetProperty("Skipped")!.SetValue(value, 9);
                object dog = Activator.CreateInstance(pet)!;
                pet.GetProperty("Kind")!.SetValue(dog, "dog");
                var pets = (System.Collections.IList)Activator.CreateInstance(typeof(System.Collections.Generic.List<>).MakeGenericType(pet))!;
                pets.Add(dog);
                person.GetProperty("Pets")!.SetValue(value, pets);

                object generated = assembly.GetType("ContractlessBytes.GeneratedMessagePackResolver", throwOnError: true)!.GetField("Instance")!.GetValue(null)!;
                IFormatterResolver contractless = ((IRegisteredTypeProvider)generated).Contractless!;
                MethodInfo getFormatter = typeof(IFormatterResolver).GetMethod(nameof(IFormatterResolver.GetFormatter))!.MakeGenericMethod(person);
                Assert.Null(getFormatter.Invoke(generated, null));
                Assert.NotNull(getFormatter.Invoke(contractless, null));

                // On the JIT, ContractlessStandardResolver builds its own (emitted) formatter: the reference bytes.
                byte[] runtimeBytes = MessagePackSerializer.Serialize(person, value, ContractlessStandardResolver.Options);
                var generatedOptions = MessagePackSerializerOptions.Standard.WithResolver(CompositeResolver.Create(contractless, ContractlessStandardResolver.Instance));
                byte[] generatedBytes = MessagePackSerializer.Serialize(person, value, generatedOptions);

                // {"Name": "Al", "Pets": [{"Kind": "dog"}], "Age": 40}: properties before fields.
                Assert.Equal("83A44E616D65A2416CA4506574739181A44B696E64A3646F67A341676528", Convert.ToHexString(generatedBytes));
                Assert.Equal(Convert.ToHexString(runtimeBytes), Convert.ToHexString(generatedBytes));
                object back = MessagePackSerializer.Deserialize(person, generatedBytes, generatedOptions)!;
                Assert.Equal(Convert.ToHexString(runtimeBytes), Convert.ToHexString(MessagePackSerializer.Serialize(person, back, ContractlessStandardResolver.Options)));
            });
        }

        [Fact]
        public void Under_PublishAot_BP0009_stays_quiet_where_the_call_passes_ContractlessStandardResolver_Options()
        {
            GeneratorRun run = GeneratorRun.Of("""
                using BlockPack;
                using BlockPack.Resolvers;
                public class Loose { public int X { get; set; } }
                public static class App
                {
                    public static byte[] Contractless(Loose l) => MessagePackSerializer.Serialize(l, ContractlessStandardResolver.Options);
                    public static byte[] Standard(Loose l) => MessagePackSerializer.Serialize(l, MessagePackSerializerOptions.Standard);
                }
                """, buildProperties: new System.Collections.Generic.Dictionary<string, string> { ["PublishAot"] = "true" });

            Microsoft.CodeAnalysis.Diagnostic single = Assert.Single(run.GeneratorDiagnostics);
            Assert.Equal("BP0009", single.Id);
            Assert.Equal(6, single.Location.GetLineSpan().StartLinePosition.Line);
        }
    }
}
