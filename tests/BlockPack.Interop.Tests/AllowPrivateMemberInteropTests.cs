using System;
using BlockPack.Interop.Tests.Models;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// Under AllowPrivate every instance field and property of a [MessagePackObject] type is a member, so each needs
    /// [Key] or [IgnoreMember]: MessagePack-CSharp and BlockPack refuse a type with an unmarked one when its formatter
    /// is resolved, and agree on which members count.
    /// </summary>
    public class AllowPrivateMemberInteropTests
    {
        [Fact]
        public void A_private_auto_property_without_a_key_is_refused_by_both() =>
            AssertBothRefuse<WithPrivateAutoProperty>("Hidden");

        [Fact]
        public void A_private_computed_property_without_a_key_is_refused_by_both() =>
            AssertBothRefuse<WithPrivateComputedProperty>("Twice");

        [Fact]
        public void A_private_field_without_a_key_of_a_string_keyed_type_is_refused_by_both() =>
            AssertBothRefuse<StringKeyedWithPrivateHelper>("cache");

        [Fact]
        public void A_base_class_private_field_without_a_key_is_refused_by_both() =>
            AssertBothRefuse<WithPrivateHelperInBase>("baseCache");

        [Fact]
        public void An_explicit_interface_property_without_a_key_is_refused_by_both() =>
            AssertBothRefuse<WithExplicitInterfaceProperty>(typeof(IHasSecret).FullName + ".Secret");

#if MESSAGEPACK_V3
        [Fact]
        public void With_AllowPrivate_on_the_attribute_the_standard_resolvers_refuse_too()
        {
            var value = new AllowPrivateByAttributeWithHelper { Value = 1 };
            var reference = Assert.Throws<M.MessagePackSerializationException>(() => M.MessagePackSerializer.Serialize(value, M.Resolvers.StandardResolver.Options));
            var ours = Assert.Throws<B.MessagePackSerializationException>(() => B.MessagePackSerializer.Serialize(value, B.Resolvers.StandardResolver.Options));
            Assert.IsType<TypeInitializationException>(reference.InnerException);
            Assert.Contains(Causes(ours), e => e is TypeInitializationException);
            Assert.Contains("member:cache", reference.ToString(), StringComparison.Ordinal);
            Assert.Contains("'cache'", ours.ToString(), StringComparison.Ordinal);
        }
#endif

        [Fact]
        public void Compiler_made_static_and_indexer_members_need_no_key_in_either()
        {
            var value = new WithCompilerMadeAndStaticMembers { Value = 4 };
            Assert.Equal("9104", Peers.Hex(M.MessagePackSerializer.Serialize(value, M.Resolvers.StandardResolverAllowPrivate.Options)));
            Assert.Equal("9104", Peers.Hex(B.MessagePackSerializer.Serialize(value, B.Resolvers.StandardResolverAllowPrivate.Options)));
        }

        /// <summary>The exception's inner exceptions, outermost first.</summary>
        private static System.Collections.Generic.IEnumerable<Exception> Causes(Exception error)
        {
            for (Exception? cause = error.InnerException; cause is not null; cause = cause.InnerException)
            {
                yield return cause;
            }
        }

        /// <summary>
        /// Both libraries refuse <typeparamref name="T"/> under StandardResolverAllowPrivate: resolving the formatter
        /// throws <see cref="TypeInitializationException"/> (the resolver's cache), and serializing throws the
        /// library's MessagePackSerializationException with that among its causes (BlockPack puts the cause's message
        /// on the outer exception); each message names <paramref name="member"/>.
        /// </summary>
        internal static void AssertBothRefuse<T>(string member)
            where T : new()
        {
            var referenceResolve = Assert.Throws<TypeInitializationException>(() => M.Resolvers.StandardResolverAllowPrivate.Instance.GetFormatter<T>());
            var oursResolve = Assert.Throws<TypeInitializationException>(() => B.Resolvers.StandardResolverAllowPrivate.Instance.GetFormatter<T>());
            Assert.Contains("member:" + member, referenceResolve.ToString(), StringComparison.Ordinal);
            Assert.Contains($"'{member}'", oursResolve.InnerException!.Message, StringComparison.Ordinal);
            Assert.Contains("[IgnoreMember]", oursResolve.InnerException.Message, StringComparison.Ordinal);
            Assert.Contains(typeof(T).FullName!, oursResolve.InnerException.Message, StringComparison.Ordinal);

            var reference = Assert.Throws<M.MessagePackSerializationException>(() => M.MessagePackSerializer.Serialize(new T(), M.Resolvers.StandardResolverAllowPrivate.Options));
            var ours = Assert.Throws<B.MessagePackSerializationException>(() => B.MessagePackSerializer.Serialize(new T(), B.Resolvers.StandardResolverAllowPrivate.Options));
            Assert.IsType<TypeInitializationException>(reference.InnerException);
            Assert.Contains(Causes(ours), e => e is TypeInitializationException);
            Assert.Contains($"'{member}'", ours.Message, StringComparison.Ordinal);

            // The refusal is not a formatter that fails later: reading is refused the same way.
            Assert.Throws<B.MessagePackSerializationException>(() => B.MessagePackSerializer.Deserialize<T>(new byte[] { 0x90 }, B.Resolvers.StandardResolverAllowPrivate.Options));
        }
    }
}
