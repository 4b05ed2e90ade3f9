using System;
using System.Buffers;
using System.Globalization;
using System.Linq;
using BlockPack.Resolvers;

namespace BlockPack.Tests.Objects
{
    /// <summary>Options for each <see cref="FormatterMode"/>, hex helpers and multi-segment input for the object tests.</summary>
    internal static class ObjectTestKit
    {
        private static readonly MessagePackSerializerOptions ReflectionStandard = new(CompositeResolver.Create(
            BuiltinResolver.Instance, AttributeFormatterResolver.Instance, DynamicGenericResolver.Instance, DynamicUnionResolver.Instance, ReflectionObjectResolver.Attributed));

        private static readonly MessagePackSerializerOptions ReflectionAllowPrivate = new(CompositeResolver.Create(
            BuiltinResolver.Instance, AttributeFormatterResolver.Instance, DynamicGenericResolver.Instance, DynamicUnionResolver.Instance, ReflectionObjectResolver.AllowPrivate));

        private static readonly MessagePackSerializerOptions ReflectionContractless = new(CompositeResolver.Create(
            BuiltinResolver.Instance, AttributeFormatterResolver.Instance, DynamicGenericResolver.Instance, DynamicUnionResolver.Instance, ReflectionObjectResolver.Attributed, ReflectionObjectResolver.Contractless));

        private static readonly MessagePackSerializerOptions ReflectionContractlessAllowPrivate = new(CompositeResolver.Create(
            BuiltinResolver.Instance, AttributeFormatterResolver.Instance, DynamicGenericResolver.Instance, DynamicUnionResolver.Instance, ReflectionObjectResolver.AllowPrivate, ReflectionObjectResolver.ContractlessAllowPrivate));

        // The generated resolver first, then the standard chain for what the generator leaves to the runtime (types it
        // cannot reach, such as private members). SourceGeneratorCoverageTests lists which model types those are.
        private static readonly MessagePackSerializerOptions SourceGeneratedStandard = new(CompositeResolver.Create(
            BuiltinResolver.Instance, AttributeFormatterResolver.Instance, GeneratedMessagePackResolver.Instance, StandardResolver.Instance));

        /// <summary>The standard resolver, its reflection twin, or the source-generated resolver before it.</summary>
        internal static MessagePackSerializerOptions Standard(FormatterMode mode) => mode switch
        {
            FormatterMode.Emitted => StandardResolver.Options,
            FormatterMode.Reflection => ReflectionStandard,
            _ => SourceGeneratedStandard,
        };

        /// <summary>The standard resolver with private members, or its reflection twin.</summary>
        internal static MessagePackSerializerOptions AllowPrivate(FormatterMode mode) =>
            mode switch
            {
                FormatterMode.Emitted => StandardResolverAllowPrivate.Options,
                FormatterMode.Reflection => ReflectionAllowPrivate,

                // The generator covers [MessagePackObject] types with members it can reach; these resolvers are runtime-only.
                _ => throw new ArgumentOutOfRangeException(nameof(mode), mode, "no source-generated twin"),
            };

        /// <summary>The contractless resolver, or its reflection twin.</summary>
        internal static MessagePackSerializerOptions Contractless(FormatterMode mode) =>
            mode switch
            {
                FormatterMode.Emitted => ContractlessStandardResolver.Options,
                FormatterMode.Reflection => ReflectionContractless,

                // The generator covers [MessagePackObject] types with members it can reach; these resolvers are runtime-only.
                _ => throw new ArgumentOutOfRangeException(nameof(mode), mode, "no source-generated twin"),
            };

        /// <summary>The contractless resolver with private members, or its reflection twin.</summary>
        internal static MessagePackSerializerOptions ContractlessAllowPrivate(FormatterMode mode) =>
            mode switch
            {
                FormatterMode.Emitted => ContractlessStandardResolverAllowPrivate.Options,
                FormatterMode.Reflection => ReflectionContractlessAllowPrivate,

                // The generator covers [MessagePackObject] types with members it can reach; these resolvers are runtime-only.
                _ => throw new ArgumentOutOfRangeException(nameof(mode), mode, "no source-generated twin"),
            };

        /// <summary>Parses "96 01 c0" style hex (spaces optional).</summary>
        internal static byte[] Bytes(string hex)
        {
            string digits = new string(hex.Where(c => !char.IsWhiteSpace(c)).ToArray());
            byte[] result = new byte[digits.Length / 2];
            for (int i = 0; i < result.Length; i++)
            {
                result[i] = byte.Parse(digits.Substring(i * 2, 2), NumberStyles.HexNumber, CultureInfo.InvariantCulture);
            }

            return result;
        }

        /// <summary>Formats bytes as lower-case hex separated by spaces, for readable assertion failures.</summary>
        internal static string Hex(byte[] bytes) => string.Join(" ", bytes.Select(b => b.ToString("x2", CultureInfo.InvariantCulture)));

        /// <summary>Serializes and checks the exact bytes.</summary>
        internal static void AssertBytes<T>(string expectedHex, T value, MessagePackSerializerOptions options)
        {
            Assert.Equal(Hex(Bytes(expectedHex)), Hex(MessagePackSerializer.Serialize(value, options)));
        }

        /// <summary>Serializes then deserializes.</summary>
        internal static T RoundTrip<T>(T value, MessagePackSerializerOptions options) =>
            MessagePackSerializer.Deserialize<T>(MessagePackSerializer.Serialize(value, options), options);

        /// <summary>Deserializes hex.</summary>
        internal static T Read<T>(string hex, MessagePackSerializerOptions options) =>
            MessagePackSerializer.Deserialize<T>(Bytes(hex), options);

        /// <summary>Splits bytes into a multi-segment sequence, cutting before each given offset.</summary>
        internal static ReadOnlySequence<byte> Split(byte[] data, params int[] cuts) => SegmentedSequence.CutAt(data, cuts);
    }
}
