using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using BlockPack.Resolvers;

namespace BlockPack.Tests.Serializer.Typeless
{
    /// <summary>
    /// A typeless payload chooses the types it creates: the deny list refuses known gadgets whatever the options, and an
    /// allow-list refuses everything it does not name (docs/security.md).
    /// </summary>
    public class TypelessSecurityTests
    {
        private static MessagePackSerializerOptions Typeless => MessagePackSerializer.Typeless.DefaultOptions;

        public static IEnumerable<object[]> Gadgets()
        {
            yield return new object[] { typeof(Process).AssemblyQualifiedName! };
            yield return new object[] { typeof(ProcessStartInfo).AssemblyQualifiedName! };
            yield return new object[] { typeof(FileInfo).AssemblyQualifiedName! }; // a subclass of the listed FileSystemInfo
            yield return new object[] { typeof(Action).AssemblyQualifiedName! }; // delegates run code
            yield return new object[] { typeof(List<Process>).AssemblyQualifiedName! }; // nested in a generic argument
            yield return new object[] { typeof(Process[]).AssemblyQualifiedName! }; // nested in an array
            yield return new object[] { "System.CodeDom.Compiler.TempFileCollection, System.CodeDom" }; // MessagePack-CSharp's own list (when loadable)
        }

        [Theory]
        [MemberData(nameof(Gadgets))]
        public void GadgetTypes_AreRefusedByDefault(string typeName)
        {
            Type? type = Typeless.LoadType(typeName);
            if (type is null)
            {
                // Not present in this runtime (System.CodeDom is a separate package): loading already fails.
                Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Typeless.Deserialize(TypelessBytes.Ext(typeName, 0x80)));
                return;
            }

            var direct = Assert.Throws<MessagePackSerializationException>(() => Typeless.ThrowIfDeserializingTypeIsDisallowed(type));
            Assert.Contains("deny list", direct.Message, StringComparison.Ordinal);

            // Through the serializer, before any instance is created: the map (0x80) is never read.
            var ex = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Typeless.Deserialize(TypelessBytes.Ext(typeName, 0x80)));
            Assert.Contains("deny list", ex.ToString(), StringComparison.Ordinal);
        }

        [Fact]
        public void PlainTypes_AreAllowedByDefault()
        {
            Typeless.ThrowIfDeserializingTypeIsDisallowed(typeof(TypelessSample));
            Typeless.ThrowIfDeserializingTypeIsDisallowed(typeof(Dictionary<string, List<TypelessSample>>));
            Typeless.ThrowIfDeserializingTypeIsDisallowed(typeof(int[]));
        }

        [Fact]
        public void AnOverriddenCoreCheck_IsAppliedToNestedTypes_AndItsExceptionIsTheInnerException()
        {
            var options = new RefusingOptions();
            byte[] bytes = MessagePackSerializer.Typeless.Serialize(new List<TypelessSample> { new TypelessSample() });
            var ex = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Typeless.Deserialize(bytes, options));
            Assert.IsType<TypeAccessException>(ex.InnerException);
        }

        [Fact]
        public void AllowList_LetsNamedTypesAndPlainDataThrough()
        {
            MessagePackSerializerOptions options = Typeless.WithTypelessAllowList(TypelessAllowList.ForTypes(typeof(TypelessSample)));
            var value = new List<TypelessSample> { new TypelessSample { Name = "a", Payload = new object[] { 'c', Guid.Empty, 1.5m } } };
            var read = Assert.IsType<List<TypelessSample>>(MessagePackSerializer.Typeless.Deserialize(MessagePackSerializer.Typeless.Serialize(value), options));
            Assert.Equal("a", read[0].Name);
            Assert.Equal('c', ((object[])read[0].Payload!)[0]);
        }

        [Fact]
        public void AllowList_RefusesTypesItDoesNotName()
        {
            MessagePackSerializerOptions options = Typeless.WithTypelessAllowList(TypelessAllowList.ForTypes(typeof(TypelessSample)));
            byte[] bytes = MessagePackSerializer.Typeless.Serialize(new TypelessSample { Payload = new Version(1, 2) });
            var ex = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Typeless.Deserialize(bytes, options));
            Assert.Contains("System.Version", ex.ToString(), StringComparison.Ordinal);
            Assert.Contains("TypelessAllowList", ex.ToString(), StringComparison.Ordinal);

            // Without the list the same bytes read.
            Assert.Equal(new Version(1, 2), ((TypelessSample)MessagePackSerializer.Typeless.Deserialize(bytes)!).Payload);
        }

        [Fact]
        public void AllowList_OfAnAssembly_CoversItsTypes()
        {
            MessagePackSerializerOptions options = Typeless.WithTypelessAllowList(TypelessAllowList.ForAssemblies(typeof(TypelessSample).Assembly));
            byte[] bytes = MessagePackSerializer.Typeless.Serialize(new TypelessSample { Name = "z" });
            Assert.Equal("z", ((TypelessSample)MessagePackSerializer.Typeless.Deserialize(bytes, options)!).Name);
        }

        [Fact]
        public void AllowList_DoesNotLiftTheDenyList()
        {
            MessagePackSerializerOptions options = Typeless.WithTypelessAllowList(TypelessAllowList.ForTypes(typeof(Process)));
            var ex = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Typeless.Deserialize(TypelessBytes.Ext(typeof(Process).AssemblyQualifiedName!, 0x80), options));
            Assert.Contains("deny list", ex.ToString(), StringComparison.Ordinal);
        }

        [Fact]
        public void AllowList_DoesNotLoadAssembliesAPayloadNames()
        {
            // An assembly of the shared framework this test process has no reason to load.
            const string AssemblyName = "System.Net.Mail";
            Assert.DoesNotContain(AppDomain.CurrentDomain.GetAssemblies(), a => a.GetName().Name == AssemblyName);
            MessagePackSerializerOptions options = Typeless.WithTypelessAllowList(TypelessAllowList.ForTypes(typeof(TypelessSample)));
            Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Typeless.Deserialize(TypelessBytes.Ext("System.Net.Mail.MailAddress, " + AssemblyName, 0xA1, 0x61), options));
            Assert.DoesNotContain(AppDomain.CurrentDomain.GetAssemblies(), a => a.GetName().Name == AssemblyName);
        }

        [Fact]
        public void AllowList_Covers_FollowsTheDocumentedRules()
        {
            TypelessAllowList list = new TypelessAllowList(new[] { typeof(TypelessSample), typeof(Stack<>) });
            Assert.True(list.Covers(typeof(TypelessSample)));
            Assert.True(list.Covers(typeof(Stack<int>)));
            Assert.True(list.Covers(typeof(List<int>)));
            Assert.True(list.Covers(typeof(string)));
            Assert.True(list.Covers(typeof(TypelessSample[])));
            Assert.False(list.Covers(typeof(Queue<int>)));
            Assert.False(list.Covers(typeof(Version)));
            Assert.Equal(2, list.Types.Count);
            Assert.Empty(list.Assemblies);
            Assert.Throws<ArgumentException>(() => TypelessAllowList.ForTypes(typeof(int), null!));
        }

        private sealed class RefusingOptions : MessagePackSerializerOptions
        {
            public RefusingOptions()
                : base(TypelessContractlessStandardResolver.Instance)
            {
            }

            private RefusingOptions(RefusingOptions copyFrom)
                : base(copyFrom)
            {
            }

            protected override void ThrowIfDeserializingTypeIsDisallowedCore(Type type)
            {
                if (type == typeof(TypelessSample))
                {
                    throw new TypeAccessException("No samples here.");
                }

                base.ThrowIfDeserializingTypeIsDisallowedCore(type);
            }

            protected override MessagePackSerializerOptions Clone() => new RefusingOptions(this);
        }
    }
}
