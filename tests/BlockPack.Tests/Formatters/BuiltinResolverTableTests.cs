using System;
using System.Buffers;
using System.Collections;
using System.Collections.Generic;
using System.Dynamic;
using System.Numerics;
using System.Reflection;
using System.Text;
using BlockPack.Formatters;
using BlockPack.Resolvers;

namespace BlockPack.Tests.Formatters
{
    /// <summary>
    /// BuiltinResolver finds value types by comparing typeof(T) and reference types in a table (so that NativeAOT apps
    /// carry only the value-type formatters they resolve): every type it has always served is still served by it, with
    /// the nullable forms bound to the plain formatter (its own answer, not DynamicGenericResolver's).
    /// </summary>
    public class BuiltinResolverTableTests
    {
        private static readonly Type[] ValueTypes =
        {
            typeof(bool), typeof(byte), typeof(sbyte), typeof(short), typeof(ushort), typeof(int), typeof(uint), typeof(long),
            typeof(ulong), typeof(float), typeof(double), typeof(char), typeof(ArraySegment<byte>), typeof(Memory<byte>),
            typeof(ReadOnlyMemory<byte>), typeof(decimal), typeof(Guid), typeof(DateTime), typeof(DateTimeOffset),
            typeof(TimeSpan), typeof(BigInteger), typeof(ReadOnlySequence<byte>), typeof(Complex), typeof(Vector2),
            typeof(Vector3), typeof(Vector4), typeof(Quaternion), typeof(Matrix3x2), typeof(Matrix4x4),
#if !LIBRARY_NETSTANDARD
            // The newer types are in the table of the .NET builds only (BlockPack's netstandard2.0 build cannot name them).
            typeof(Half), typeof(Rune), typeof(DateOnly), typeof(TimeOnly), typeof(Int128), typeof(UInt128),
#endif
        };

        private static readonly Type[] ReferenceTypes =
        {
            typeof(string), typeof(byte[]), typeof(List<byte>), typeof(IEnumerable), typeof(ICollection), typeof(IList),
            typeof(IDictionary), typeof(ExpandoObject), typeof(Uri), typeof(Version), typeof(object), typeof(StringBuilder),
            typeof(BitArray), typeof(Type), typeof(object[]), typeof(List<object>), typeof(Dictionary<string, object>),
            typeof(Dictionary<object, object>),
        };

        [Fact]
        public void Every_value_type_and_its_nullable_form_is_served()
        {
            foreach (Type type in ValueTypes)
            {
                object formatter = Resolve(type);
                Assert.True(Implements(formatter, type), $"{type}: {formatter.GetType()}");
                object nullable = Resolve(typeof(Nullable<>).MakeGenericType(type));
                Assert.Equal(typeof(StaticNullableFormatter<>).MakeGenericType(type), nullable.GetType());
            }
        }

        [Fact]
        public void Nil_and_its_nullable_form_are_served_by_their_own_formatters()
        {
            Assert.Same(NilFormatter.Instance, BuiltinResolver.Instance.GetFormatter<Nil>());
            Assert.Same(NullableNilFormatter.Instance, BuiltinResolver.Instance.GetFormatter<Nil?>());
        }

        [Fact]
        public void Every_reference_type_is_served_once_by_a_formatter_of_its_type()
        {
            foreach (Type type in ReferenceTypes)
            {
                object formatter = Resolve(type);
                Assert.True(Implements(formatter, type), $"{type}: {formatter.GetType()}");
                Assert.Same(formatter, Resolve(type));
            }
        }

        [Fact]
        public void The_served_formatters_round_trip_a_value()
        {
            MessagePackSerializerOptions options = new MessagePackSerializerOptions(BuiltinResolver.Instance);
            Assert.Equal(new BigInteger(-12345678901234L), MessagePackSerializer.Deserialize<BigInteger?>(MessagePackSerializer.Serialize<BigInteger?>(new BigInteger(-12345678901234L), options), options));
            Assert.Equal(new Uri("https://example.org/a?b=c"), MessagePackSerializer.Deserialize<Uri>(MessagePackSerializer.Serialize(new Uri("https://example.org/a?b=c"), options), options));
            Assert.Equal(new Vector3(1, 2, 3), MessagePackSerializer.Deserialize<Vector3>(MessagePackSerializer.Serialize(new Vector3(1, 2, 3), options), options));
            Assert.Null(MessagePackSerializer.Deserialize<Complex?>(MessagePackSerializer.Serialize<Complex?>(null, options), options));
        }

        private static bool Implements(object formatter, Type type) => typeof(IMessagePackFormatter<>).MakeGenericType(type).IsInstanceOfType(formatter);

        private static object Resolve(Type type)
        {
            MethodInfo method = typeof(BuiltinResolver).GetMethod(nameof(BuiltinResolver.GetFormatter))!.MakeGenericMethod(type);
            return method.Invoke(BuiltinResolver.Instance, null) ?? throw new InvalidOperationException($"No built-in formatter for {type}.");
        }
    }
}
