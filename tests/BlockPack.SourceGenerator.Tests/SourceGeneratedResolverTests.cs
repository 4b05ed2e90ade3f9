using System;
using System.Collections.Generic;
using System.IO;
using System.Reflection;
using BlockPack.Formatters;
using BlockPack.Resolvers;
using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>How SourceGeneratedResolver finds generated resolvers across assemblies met over time.</summary>
    public class SourceGeneratedResolverTests
    {
        [Fact]
        public void A_miss_before_a_library_is_met_does_not_hide_the_formatter_that_library_registers()
        {
            // A framework type no other test asks for, so this test owns its cached answer.
            Assert.Null(SourceGeneratedResolver.Instance.GetFormatter<List<DayOfWeek?[]>>());

            // A library whose (hand-written) registered resolver serves that type, loaded only now.
            Compilation library = GeneratorRun.Compile("""
                [assembly: BlockPack.GeneratedResolverAttribute(typeof(Late.Resolver))]
                namespace Late
                {
                    public sealed class Marker { }
                    public sealed class Resolver : BlockPack.IFormatterResolver
                    {
                        public static readonly Resolver Instance = new Resolver();
                        public BlockPack.Formatters.IMessagePackFormatter<T>? GetFormatter<T>() =>
                            typeof(T) == typeof(System.Collections.Generic.List<System.DayOfWeek?[]>)
                                ? (BlockPack.Formatters.IMessagePackFormatter<T>)(object)new BlockPack.Formatters.ListFormatter<System.DayOfWeek?[]>()
                                : null;
                    }
                }
                """, assemblyName: "LateLibrary" + Guid.NewGuid().ToString("N"));
            using var image = new MemoryStream();
            Assert.True(library.Emit(image).Success);
            Assembly assembly = Assembly.Load(image.ToArray());

            // Meeting one of its types makes SourceGeneratedResolver read the library's [GeneratedResolver].
            Type marker = assembly.GetType("Late.Marker", throwOnError: true)!;
            typeof(IFormatterResolver).GetMethod(nameof(IFormatterResolver.GetFormatter))!.MakeGenericMethod(marker).Invoke(SourceGeneratedResolver.Instance, null);

            IMessagePackFormatter<List<DayOfWeek?[]>>? found = SourceGeneratedResolver.Instance.GetFormatter<List<DayOfWeek?[]>>();
            Assert.IsType<ListFormatter<DayOfWeek?[]>>(found);
        }
    }
}
