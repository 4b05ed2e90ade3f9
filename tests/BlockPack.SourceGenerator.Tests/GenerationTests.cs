using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.Loader;
using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>What the generator writes for valid types: code that compiles cleanly and formats as the spec says.</summary>
    public class GenerationTests
    {
        private const string Models = """
            using System.Collections.Generic;
            using BlockPack;
            namespace Shop
            {
                public enum Status { Open, Closed }

                [MessagePackObject]
                public class Order
                {
                    [Key(0)] public int Id { get; set; }
                    [Key(2)] public string Name { get; set; } = "";
                    [Key(3)] public Line Main { get; set; }
                    [Key(4)] public List<Line> Lines { get; set; } = new();
                    [Key(5)] public Status Status { get; set; }
                    [Key(6)] public IShape? Shape { get; set; }
                }

                [MessagePackObject]
                public readonly record struct Line([property: Key("sku")] string Sku, [property: Key("qty")] int Quantity);

                [Union(0, typeof(Circle))]
                public interface IShape { }

                [MessagePackObject]
                public sealed record Circle([property: Key(0)] double Radius) : IShape;
            }
            """;

        [Fact]
        public void Valid_models_compile_without_warnings_together_with_the_generated_code()
        {
            GeneratorRun run = GeneratorRun.Of(Models);

            Assert.Empty(run.GeneratorDiagnostics);
            run.AssertCompilesCleanly();
            string[] files = run.Result.GeneratedTrees.Select(t => Path.GetFileName(t.FilePath)).OrderBy(f => f, StringComparer.Ordinal).ToArray();
            Assert.Equal(new[] { "GeneratedMessagePackResolver.g.cs", "Shop_CircleFormatter.g.cs", "Shop_IShapeFormatter.g.cs", "Shop_LineFormatter.g.cs", "Shop_OrderFormatter.g.cs" }, files);
        }

        [Fact]
        public void Nested_generated_types_and_primitives_are_called_directly_and_other_types_through_the_resolver()
        {
            string order = GeneratorRun.Of(Models).Generated("Shop_OrderFormatter");

            Assert.Contains("writer.Write(value.Id);", order);
            Assert.Contains("writer.Write(value.Name);", order);
            Assert.Contains("Shop_LineFormatter.Instance.Serialize(ref writer, value.Main, options);", order);
            Assert.Contains("Shop_IShapeFormatter.Instance.Serialize(ref writer, value.Shape, options);", order);
            Assert.Contains("Shop_LineFormatter_List.Instance.Serialize(ref writer, value.Lines, options);", order);
            Assert.Contains("GeneratedFormatterLookup.Get<global::System.Collections.Generic.List<global::Shop.Line>>(resolver)", order);
        }

        [Fact]
        public void The_resolver_is_registered_for_the_standard_resolvers_and_serves_member_and_top_level_shapes()
        {
            string resolver = GeneratorRun.Of(Models).Generated("GeneratedMessagePackResolver");

            Assert.Contains("[assembly: global::BlockPack.GeneratedResolverAttribute(typeof(global::UserApp.GeneratedMessagePackResolver))]", resolver);
            Assert.Contains("new global::BlockPack.Formatters.EnumFormatter<global::Shop.Status>()", resolver);
            Assert.Contains("return Shop_LineFormatter_List.Instance;", resolver);
            Assert.Contains("return Shop_OrderFormatter_Array.Instance;", resolver);
            Assert.Contains("new global::BlockPack.Formatters.NullableFormatter<global::Shop.Line>()", resolver);
            Assert.DoesNotContain("MakeGenericType", resolver);
        }

        [Fact]
        public void The_resolver_takes_the_root_namespace_and_registration_can_be_turned_off()
        {
            GeneratorRun run = GeneratorRun.Of(Models, buildProperties: new Dictionary<string, string>
            {
                ["RootNamespace"] = "My.Shop-App",
                ["BlockPackRegisterGeneratedResolver"] = "false",
            });

            string resolver = run.Generated("GeneratedMessagePackResolver");
            Assert.Contains("namespace My.Shop_App", resolver);
            Assert.DoesNotContain("GeneratedResolverAttribute", resolver);
            run.AssertCompilesCleanly();
        }

        [Fact]
        public void A_types_own_formatter_attribute_is_returned_for_it_and_its_members_use_the_resolver()
        {
            GeneratorRun run = GeneratorRun.Of("""
                using BlockPack;
                using BlockPack.Formatters;
                [MessagePackObject]
                [MessagePackFormatter(typeof(MoneyFormatter), 2)]
                public struct Money { [Key(0)] public long Cents { get; set; } }
                public sealed class MoneyFormatter : IMessagePackFormatter<Money>
                {
                    public MoneyFormatter(int digits) { }
                    public void Serialize(ref MessagePackWriter writer, Money value, MessagePackSerializerOptions options) => writer.Write(value.Cents);
                    public Money Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => new Money { Cents = reader.ReadInt64() };
                }
                [MessagePackObject]
                public class Invoice { [Key(0)] public Money Total { get; set; } }
                """);

            run.AssertCompilesCleanly();
            Assert.Contains("if (type == typeof(global::Money))\n            {\n                return new global::MoneyFormatter(2);", run.Generated("GeneratedMessagePackResolver"));
            Assert.Contains("(resolved.Formatter0 ?? global::BlockPack.Formatters.Generated.GeneratedFormatterLookup.Get<global::Money>(resolver)).Serialize(ref writer, value.Total, options);", run.Generated("InvoiceFormatter"));
            Assert.Contains("this.Formatter0 = global::BlockPack.Formatters.Generated.GeneratedFormatterLookup.Find<global::Money>(resolver);", run.Generated("InvoiceFormatter"));
        }

        [Fact]
        public void Init_accessors_are_called_through_UnsafeAccessor_so_missing_members_keep_their_initializers()
        {
            GeneratorRun run = GeneratorRun.Of("""
                using BlockPack;
                [MessagePackObject]
                public class Settings { [Key(0)] public int A { get; init; } [Key(1)] public int B { get; init; } = 11; }
                """);

            run.AssertCompilesCleanly();
            string settings = run.Generated("SettingsFormatter");
            Assert.Contains("UnsafeAccessorKind.Method, Name = \"set_B\")]", settings);
            Assert.Contains("private static extern void Set1(global::Settings target, int value);", settings);
            Assert.Contains("Set1(result, reader.ReadInt32());", settings);
        }

        [Fact]
        public void Private_members_of_an_AllowPrivate_type_are_reached_through_UnsafeAccessor()
        {
            GeneratorRun run = GeneratorRun.Of("""
                using BlockPack;
                [MessagePackObject(AllowPrivate = true)]
                public struct Secret
                {
                    [Key(0)] private readonly int code;
                    [Key(1)] private string Name { get; set; }
                }
                """);

            run.AssertCompilesCleanly();
            string secret = run.Generated("SecretFormatter");
            Assert.Contains("private static extern ref int Field0(ref global::Secret target);", secret);
            Assert.Contains("private static extern string Get1(ref global::Secret target);", secret);
            Assert.Contains("Field0(ref result) = reader.ReadInt32();", secret);
            Assert.Contains("writer.Write(Get1(ref value));", secret);
        }

        [Fact]
        public void Generated_formatters_write_the_bytes_the_spec_gives_and_read_them_back()
        {
            GeneratorRun run = GeneratorRun.Of(Models, assemblyName: "ShopBytes");
            using var image = new MemoryStream();
            Assert.True(run.Output.Emit(image).Success);
            var context = new AssemblyLoadContext("generated", isCollectible: true);
            try
            {
                image.Position = 0;
                Assembly assembly = context.LoadFromStream(image);
                Type lineType = assembly.GetType("Shop.Line", throwOnError: true)!;
                object line = Activator.CreateInstance(lineType, "A", 2)!;
                var resolver = (IFormatterResolver)assembly.GetType("ShopBytes.GeneratedMessagePackResolver", throwOnError: true)!.GetField("Instance")!.GetValue(null)!;
                var options = MessagePackSerializerOptions.Standard.WithResolver(resolver);

                byte[] bytes = MessagePackSerializer.Serialize(lineType, line, options);

                // fixmap 2: "sku" -> "A", "qty" -> 2.
                Assert.Equal("82A3736B75A141A371747902", Convert.ToHexString(bytes));
                Assert.Equal(line, MessagePackSerializer.Deserialize(lineType, bytes, options));
            }
            finally
            {
                context.Unload();
            }
        }
    }
}
