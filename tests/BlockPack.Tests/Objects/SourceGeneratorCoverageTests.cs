using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using BlockPack.Formatters;
using BlockPack.Formatters.Objects;
using BlockPack.Resolvers;
using BlockPack.Tests.Objects.Models;

namespace BlockPack.Tests.Objects
{
    /// <summary>
    /// Which of this assembly's [MessagePackObject] and [Union] types BlockPack.SourceGenerator wrote formatters for.
    /// The object tests' SourceGenerated mode puts the generated resolver before the standard one, so a type the
    /// generator skipped would quietly be served by the emitted formatter; this pins down exactly which ones those are.
    /// </summary>
    public class SourceGeneratorCoverageTests
    {
        /// <summary>Types the generator deliberately leaves to the runtime resolvers, and why.</summary>
        private static readonly Dictionary<Type, string> NotGenerated = new()
        {
            // Invalid on purpose: the generator reports them as compile-time errors (suppressed in the models) and the
            // runtime reports them on first use, which is what the tests check.
            [typeof(CustomFormatterModels.MissingKey)] = "BP0001",
            [typeof(CustomFormatterModels.MixedKeys)] = "BP0003",
            [typeof(CustomFormatterModels.DuplicateKeys)] = "BP0002",
            [typeof(ConstructorModels.NoMatchingConstructor)] = "BP0007",
            [typeof(UnionModels.IDuplicateKeys)] = "BP0005",
            [typeof(CustomFormatterModels.WrongMemberFormatter)] = "its member formatter does not format the member's type; the runtime error names it",
            [typeof(UnionModels.IUnresolvableCase)] = "a case named by a type name that does not resolve; the runtime error names it",

            // The generator recognises [MessagePackObject] itself, not user subclasses of it (as MessagePack-CSharp's does).
            [typeof(IntKeyModels.DerivedAttributeChild)] = "marked with a MessagePackObjectAttribute subclass, served by the runtime resolvers",

            // Generated code lives outside the type and cannot reach these members.
            [typeof(ShapeModels.PrivateReadonlyField)] = "private readonly field set by a constructor only AllowPrivate resolvers may use",
        };

        public static IEnumerable<object[]> AttributedTypes() =>
            typeof(SourceGeneratorCoverageTests).Assembly.GetTypes()
                .Where(t => t.Namespace == typeof(IntKeyModels).Namespace && !t.ContainsGenericParameters)
                .Where(t => (t.IsDefined(typeof(MessagePackObjectAttribute), inherit: false) && !t.IsAbstract) || t.IsDefined(typeof(UnionAttribute), inherit: false))
                .OrderBy(t => t.FullName, StringComparer.Ordinal)
                .Select(t => new object[] { t });

        [Theory]
        [MemberData(nameof(AttributedTypes))]
        public void Every_attributed_model_has_a_generated_formatter_unless_listed(Type type)
        {
            object? formatter = typeof(GeneratedMessagePackResolver).GetMethod(nameof(IFormatterResolver.GetFormatter))!
                .MakeGenericMethod(type).Invoke(GeneratedMessagePackResolver.Instance, null);
            if (NotGenerated.TryGetValue(type, out string? reason))
            {
                Assert.True(formatter is null, $"{type.FullName} is listed as not generated ({reason}) but has a generated formatter.");
            }
            else
            {
                Assert.True(formatter is not null, $"{type.FullName} has no generated formatter.");
                Assert.Equal(typeof(GeneratedMessagePackResolver), formatter!.GetType().DeclaringType);
            }
        }

        [Fact]
        public void The_generated_resolver_serves_member_collections_and_enums_with_builtin_formatters()
        {
            // Found by the generator in member types: closed without MakeGenericType.
            Assert.IsType<ListFormatter<List<int>>>(GeneratedMessagePackResolver.Instance.GetFormatter<List<List<int>>>());
            Assert.IsType<EnumFormatter<EnumModels.Color>>(GeneratedMessagePackResolver.Instance.GetFormatter<EnumModels.Color>());
            Assert.Null(GeneratedMessagePackResolver.Instance.GetFormatter<Guid>());
        }

        [Fact]
        public void A_types_own_formatter_attribute_is_served_by_the_generated_resolver()
        {
            // As AttributeFormatterResolver does at run time, but without reflection, so NativeAOT apps get it too.
            Assert.IsType<CustomFormatterModels.TenthsFormatter>(GeneratedMessagePackResolver.Instance.GetFormatter<CustomFormatterModels.Celsius>());
        }

        [Fact]
        public void With_registration_turned_off_the_standard_resolver_keeps_the_emitted_formatters()
        {
            // The test projects set BlockPackRegisterGeneratedResolver=false so the Emitted mode tests emitted code.
            Assert.Empty(typeof(SourceGeneratorCoverageTests).Assembly.GetCustomAttributes(typeof(GeneratedResolverAttribute), inherit: false));
            Assert.IsType<EmittedObjectFormatter<IntKeyModels.Gaps>>(StandardResolver.Instance.GetFormatter<IntKeyModels.Gaps>());
        }

        [Fact]
        public void The_source_generated_options_use_the_generated_formatter()
        {
            IMessagePackFormatter<IntKeyModels.Gaps>? formatter = ObjectTestKit.Standard(FormatterMode.SourceGenerated).Resolver.GetFormatter<IntKeyModels.Gaps>();
            Assert.True(typeof(GeneratedMessagePackResolver) == formatter!.GetType().DeclaringType, formatter.GetType().FullName);
        }
    }
}
