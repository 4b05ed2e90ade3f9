using System;
using System.Collections;
using System.Collections.Generic;

namespace BlockPack.Tests.Security
{
    /// <summary>
    /// The collision-resistant comparers keep each type's own equality: values the type calls equal must hash alike
    /// even where their bytes differ (1.0m and 1.00m, 0.0 and -0.0, NaNs, the same instant at two offsets).
    /// </summary>
    public class ComparerSemanticsTests
    {
        private static readonly MessagePackSecurity Untrusted = MessagePackSecurity.UntrustedData;

        [Fact]
        public void Decimals_equal_in_value_hash_alike_whatever_their_scale_and_sign_of_zero()
        {
            AssertEqualAndSameHash(1m, 1.0m);
            AssertEqualAndSameHash(1.5m, 1.500000m);
            AssertEqualAndSameHash(0m, 0.000m);
            AssertEqualAndSameHash(0m, -0m);
            AssertEqualAndSameHash(decimal.MaxValue, decimal.MaxValue + 0.0m);
            AssertEqualAndSameHash(-123456789.1234567890123456789m, -123456789.12345678901234567890m);
            Assert.False(Untrusted.GetEqualityComparer<decimal>().Equals(1m, 1.01m));
        }

        [Fact]
        public void Doubles_and_singles_fold_zero_signs_and_nan_payloads()
        {
            AssertEqualAndSameHash(0.0, -0.0);
            AssertEqualAndSameHash(double.NaN, BitConverter.Int64BitsToDouble(unchecked((long)0xFFF8_0000_0000_0001UL)));
            AssertEqualAndSameHash(0f, -0f);
            AssertEqualAndSameHash(float.NaN, BitConverter.Int32BitsToSingle(unchecked((int)0xFFC0_0001U)));
        }

        [Fact]
        public void DateTime_ignores_kind_and_DateTimeOffset_compares_the_instant()
        {
            AssertEqualAndSameHash(new DateTime(2024, 1, 2, 3, 4, 5, DateTimeKind.Utc), new DateTime(2024, 1, 2, 3, 4, 5, DateTimeKind.Unspecified));
            AssertEqualAndSameHash(
                new DateTimeOffset(2024, 1, 2, 3, 4, 5, TimeSpan.Zero),
                new DateTimeOffset(2024, 1, 2, 5, 4, 5, TimeSpan.FromHours(2)));
        }

        [Fact]
        public void Object_keys_compare_as_their_runtime_types_do()
        {
            IEqualityComparer<object> comparer = Untrusted.GetEqualityComparer<object>();
            AssertEqualAndSameHash<object>(5L, 5L);
            AssertEqualAndSameHash<object>("text", new string(new[] { 't', 'e', 'x', 't' }));
            AssertEqualAndSameHash<object>(1.0m, 1.00m);
            Assert.False(comparer.Equals(5L, 5)); // a boxed long is not a boxed int, as object.Equals says
            Assert.Equal(Untrusted.GetEqualityComparer<long>().GetHashCode(42L), comparer.GetHashCode(42L));

            // As in MessagePack-CSharp: null hashes to 0, a plain object by identity, and a runtime type without a
            // collision-resistant comparer is refused with TypeAccessException rather than hashed by its own code.
            Assert.Equal(0, comparer.GetHashCode(null!));
            object plain = new object();
            Assert.Equal(System.Runtime.CompilerServices.RuntimeHelpers.GetHashCode(plain), comparer.GetHashCode(plain));
            TypeAccessException error = Assert.Throws<TypeAccessException>(() => comparer.GetHashCode(new Version(1, 2)));
            Assert.Contains("System.Version", error.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void Non_generic_comparer_is_the_object_comparer()
        {
            IEqualityComparer comparer = Untrusted.GetEqualityComparer();
            Assert.Same(Untrusted.GetEqualityComparer<object>(), comparer);
            Assert.True(comparer.Equals(7L, 7L));
            Assert.Equal(comparer.GetHashCode(7L), Untrusted.GetEqualityComparer<long>().GetHashCode(7L));
        }

        [Fact]
        public void Composite_keys_compare_component_wise()
        {
            AssertEqualAndSameHash((1L, "a", 2.0m), (1L, "a", 2.00m));
            AssertEqualAndSameHash((1, 2, 3, 4, 5, 6, 7, 8, 9L), (1, 2, 3, 4, 5, 6, 7, 8, 9L));
            AssertEqualAndSameHash(new KeyValuePair<string, long?>("k", null), new KeyValuePair<string, long?>("k", null));
            AssertEqualAndSameHash<long?>(null, null);
            Assert.False(Untrusted.GetEqualityComparer<(long, long)>().Equals((1, 2), (2, 1)));
            Assert.NotEqual(Untrusted.GetEqualityComparer<(long, long)>().GetHashCode((1, 2)), Untrusted.GetEqualityComparer<(long, long)>().GetHashCode((2, 1)));
        }

        [Fact]
        public void Trusted_data_uses_the_default_comparers()
        {
            Assert.False(MessagePackSecurity.TrustedData.HashCollisionResistant);
            Assert.True(MessagePackSecurity.UntrustedData.HashCollisionResistant);
            Assert.Same(EqualityComparer<long>.Default, MessagePackSecurity.TrustedData.GetEqualityComparer<long>());
            Assert.Same(EqualityComparer<object>.Default, MessagePackSecurity.TrustedData.GetEqualityComparer());
            Assert.Same(EqualityComparer<long>.Default, MessagePackSecurity.UntrustedData.WithHashCollisionResistant(false).GetEqualityComparer<long>());
            Assert.NotSame(EqualityComparer<long>.Default, MessagePackSecurity.TrustedData.WithHashCollisionResistant(true).GetEqualityComparer<long>());
        }

        [Fact]
        public void Uncovered_key_types_use_their_own_hash_or_fail_in_strict_mode()
        {
            Assert.Same(EqualityComparer<Version>.Default, Untrusted.GetEqualityComparer<Version>());
            Assert.Same(EqualityComparer<(long, Version)>.Default, Untrusted.GetEqualityComparer<(long, Version)>());

            MessagePackSecurity strict = Untrusted.WithStrictKeyHashing(true);
            TypeAccessException error = Assert.Throws<TypeAccessException>(() => strict.GetEqualityComparer<Version>());
            Assert.Contains("System.Version has no collision-resistant hash", error.Message);
            Assert.Throws<TypeAccessException>(() => strict.GetEqualityComparer<(long, Version)>());
            Assert.NotNull(strict.GetEqualityComparer<long>());

            // Strict object keys: covered runtime types hash, others are refused when they are met.
            IEqualityComparer<object> objects = strict.GetEqualityComparer<object>();
            Assert.Equal(Untrusted.GetEqualityComparer<long>().GetHashCode(3L), objects.GetHashCode(3L));
            Assert.Throws<TypeAccessException>(() => objects.GetHashCode(new Version(1, 0)));
        }

        [Fact]
        public void Strict_mode_fails_when_an_uncovered_map_is_read()
        {
            MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithSecurity(Untrusted.WithStrictKeyHashing(true));
            byte[] bytes = MessagePackSerializer.Serialize(new Dictionary<Version, int> { [new Version(1, 0)] = 1 }, options);

            Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<Dictionary<Version, int>>(bytes, options));
            Assert.Single(MessagePackSerializer.Deserialize<Dictionary<Version, int>>(bytes, options.WithSecurity(Untrusted))!);
        }

        [Fact]
        public void Settings_are_copied_by_the_other_with_methods()
        {
            MessagePackSecurity changed = MessagePackSecurity.UntrustedData.WithStrictKeyHashing(true).WithMaximumObjectGraphDepth(7);
            Assert.True(changed.HashCollisionResistant);
            Assert.True(changed.StrictKeyHashing);
            Assert.Equal(7, changed.MaximumObjectGraphDepth);
            Assert.Same(changed, changed.WithStrictKeyHashing(true));
        }

        private static void AssertEqualAndSameHash<T>(T x, T y)
        {
            IEqualityComparer<T> comparer = Untrusted.GetEqualityComparer<T>();
            Assert.True(EqualityComparer<T>.Default.Equals(x, y), "the type itself calls them equal");
            Assert.True(comparer.Equals(x, y));
            Assert.Equal(x is null ? 0 : comparer.GetHashCode(x!), y is null ? 0 : comparer.GetHashCode(y!));
        }
    }
}
