using System;
using System.Collections.Generic;
using BlockPack.Tests.Reader;

namespace BlockPack.Tests.Compatibility
{
    /// <summary>
    /// <see cref="MessagePackSecurity.TrustedData"/> and <see cref="MessagePackSecurity.UntrustedData"/> carry
    /// MessagePack-CSharp 3.1.12's values (its XML documentation: int.MaxValue and 64 MB for MaximumDecompressedSize;
    /// depth 500 for both, as the real library reports in BlockPack.Interop.Tests), and the object comparer falls back
    /// as its does.
    /// </summary>
    public class SecurityPresetTests
    {
        [Fact]
        public void The_presets_carry_MessagePack_CSharps_values()
        {
            Assert.False(MessagePackSecurity.TrustedData.HashCollisionResistant);
            Assert.Equal(500, MessagePackSecurity.TrustedData.MaximumObjectGraphDepth);
            Assert.Equal(int.MaxValue, MessagePackSecurity.TrustedData.MaximumDecompressedSize);

            Assert.True(MessagePackSecurity.UntrustedData.HashCollisionResistant);
            Assert.Equal(500, MessagePackSecurity.UntrustedData.MaximumObjectGraphDepth);
            Assert.Equal(64L * 1024 * 1024, MessagePackSecurity.UntrustedData.MaximumDecompressedSize);
        }

        [Fact]
        public void The_default_options_are_the_untrusted_preset()
        {
            // The deliberate difference from MessagePack-CSharp, whose Standard carries TrustedData (docs/migration.md).
            Assert.Same(MessagePackSecurity.UntrustedData, MessagePackSerializerOptions.Standard.Security);
        }

        [Fact]
        public void With_methods_given_the_current_value_return_the_same_instance()
        {
            MessagePackSecurity untrusted = MessagePackSecurity.UntrustedData;
            Assert.Same(untrusted, untrusted.WithMaximumDecompressedSize(64 * 1024 * 1024));
            Assert.Same(untrusted, untrusted.WithMaximumObjectGraphDepth(500));
            Assert.Same(untrusted, untrusted.WithHashCollisionResistant(true));
            Assert.Same(MessagePackSecurity.TrustedData, MessagePackSecurity.TrustedData.WithHashCollisionResistant(false));
            Assert.Same(MessagePackSecurity.TrustedData, MessagePackSecurity.TrustedData.WithMaximumObjectGraphDepth(500));

            Assert.Equal(1024, untrusted.WithMaximumDecompressedSize(1024).MaximumDecompressedSize);
            Assert.Throws<ArgumentOutOfRangeException>(() => untrusted.WithMaximumDecompressedSize(-1));
        }

        [Fact]
        public void The_object_comparer_hashes_null_and_plain_objects_and_refuses_uncovered_types()
        {
            IEqualityComparer<object> comparer = MessagePackSecurity.UntrustedData.GetEqualityComparer<object>();
            Assert.Equal(comparer.GetHashCode(null!), comparer.GetHashCode(null!));
            var plain = new object();
            Assert.Equal(comparer.GetHashCode(plain), comparer.GetHashCode(plain));
            Assert.Equal(comparer.GetHashCode("hi"), comparer.GetHashCode("hi"));
            Assert.NotEqual(comparer.GetHashCode(true), comparer.GetHashCode(false));
            Assert.Throws<TypeAccessException>(() => comparer.GetHashCode(new AggregateException()));

            // A copy made by a With method has the same fallback.
            Assert.NotNull(MessagePackSecurity.UntrustedData.WithMaximumObjectGraphDepth(15).GetEqualityComparer<object>());
        }

        [Fact]
        public void A_map_read_as_object_with_a_map_as_key_is_refused_with_TypeAccessException_inside()
        {
            // {{}: 1}: the key reads as a Dictionary<object, object>, which has no collision-resistant hash.
            byte[] bytes = Hex.Parse("81 80 01");
            MessagePackSerializationException error = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<object>(bytes));
            Assert.IsType<TypeAccessException>(error.InnerException);

            var trusted = MessagePackSerializerOptions.Standard.WithSecurity(MessagePackSecurity.TrustedData);
            Assert.Single((Dictionary<object, object?>)MessagePackSerializer.Deserialize<object>(bytes, trusted)!);
        }
    }
}
