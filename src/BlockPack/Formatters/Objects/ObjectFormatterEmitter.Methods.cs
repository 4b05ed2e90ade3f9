using System;
using System.Diagnostics.CodeAnalysis;
using System.Reflection;
using BlockPack.Internal;

namespace BlockPack.Formatters.Objects
{
    /// <content>The methods and fields the generated IL calls, looked up once.</content>
    internal static partial class ObjectFormatterEmitter
    {
        [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        private static class Methods
        {
            internal static readonly MethodInfo WriteNil = WriterMethod(nameof(MessagePackWriter.WriteNil));
            internal static readonly MethodInfo WriteArrayHeader = WriterMethod(nameof(MessagePackWriter.WriteArrayHeader), typeof(int));
            internal static readonly MethodInfo WriteMapHeader = WriterMethod(nameof(MessagePackWriter.WriteMapHeader), typeof(int));
            internal static readonly MethodInfo WriteRaw = WriterMethod(nameof(MessagePackWriter.WriteRaw), typeof(ReadOnlySpan<byte>));
            internal static readonly MethodInfo WriteString = WriterMethod(nameof(MessagePackWriter.WriteString), typeof(ReadOnlySpan<byte>));
            internal static readonly MethodInfo GetWriterDepth = typeof(MessagePackWriter).GetProperty(nameof(MessagePackWriter.Depth))!.GetGetMethod()!;
            internal static readonly MethodInfo SetWriterDepth = typeof(MessagePackWriter).GetProperty(nameof(MessagePackWriter.Depth))!.GetSetMethod()!;

            internal static readonly MethodInfo TryReadNil = ReaderMethod(nameof(MessagePackReader.TryReadNil));
            internal static readonly MethodInfo ReadArrayHeader = ReaderMethod(nameof(MessagePackReader.ReadArrayHeader));
            internal static readonly MethodInfo ReadMapHeader = ReaderMethod(nameof(MessagePackReader.ReadMapHeader));
            internal static readonly MethodInfo Skip = ReaderMethod(nameof(MessagePackReader.Skip));
            internal static readonly MethodInfo GetConsumed = typeof(MessagePackReader).GetProperty(nameof(MessagePackReader.Consumed))!.GetGetMethod()!;
            internal static readonly MethodInfo GetReaderDepth = typeof(MessagePackReader).GetProperty(nameof(MessagePackReader.Depth))!.GetGetMethod()!;
            internal static readonly MethodInfo SetReaderDepth = typeof(MessagePackReader).GetProperty(nameof(MessagePackReader.Depth))!.GetSetMethod()!;

            internal static readonly MethodInfo GetSecurity = typeof(MessagePackSerializerOptions).GetProperty(nameof(MessagePackSerializerOptions.Security))!.GetGetMethod()!;
            internal static readonly MethodInfo GetResolver = typeof(MessagePackSerializerOptions).GetProperty(nameof(MessagePackSerializerOptions.Resolver))!.GetGetMethod()!;
            internal static readonly MethodInfo WriterDepthStep = typeof(MessagePackSecurity).GetMethod(nameof(MessagePackSecurity.DepthStep), new[] { typeof(MessagePackWriter).MakeByRefType() })!;
            internal static readonly MethodInfo ReaderDepthStep = typeof(MessagePackSecurity).GetMethod(nameof(MessagePackSecurity.DepthStep), new[] { typeof(MessagePackReader).MakeByRefType() })!;

            internal static readonly MethodInfo SpanFromArray = typeof(ReadOnlySpan<byte>).GetMethod("op_Implicit", new[] { typeof(byte[]) })!;
            internal static readonly MethodInfo OnBeforeSerialize = typeof(IMessagePackSerializationCallbackReceiver).GetMethod(nameof(IMessagePackSerializationCallbackReceiver.OnBeforeSerialize))!;
            internal static readonly MethodInfo OnAfterDeserialize = typeof(IMessagePackSerializationCallbackReceiver).GetMethod(nameof(IMessagePackSerializationCallbackReceiver.OnAfterDeserialize))!;

            internal static readonly FieldInfo StateEncodedKeys = StateField(nameof(ObjectFormatterState.EncodedKeys));
            internal static readonly FieldInfo StateUtf8Keys = StateField(nameof(ObjectFormatterState.Utf8Keys));
            internal static readonly FieldInfo StateKeyTable = StateField(nameof(ObjectFormatterState.KeyTable));
            internal static readonly FieldInfo StateCustomFormatters = StateField(nameof(ObjectFormatterState.CustomFormatters));
            internal static readonly MethodInfo StateWrapFailure = typeof(ObjectFormatterState).GetMethod(nameof(ObjectFormatterState.WrapFailure), BindingFlags.Instance | BindingFlags.NonPublic)!;
            internal static readonly MethodInfo StateThrowNilForStruct = typeof(ObjectFormatterState).GetMethod(nameof(ObjectFormatterState.ThrowNilForStruct), BindingFlags.Instance | BindingFlags.NonPublic)!;
            internal static readonly MethodInfo ReadKeyIndex = typeof(StringKeyTable).GetMethod(nameof(StringKeyTable.ReadKeyIndex), new[] { typeof(MessagePackReader).MakeByRefType() })!;

            private static readonly MethodInfo GetFormatterWithVerifyDefinition = typeof(FormatterResolverExtensions).GetMethod(nameof(FormatterResolverExtensions.GetFormatterWithVerify))!;

            internal static MethodInfo GetFormatterWithVerify(Type type) => GetFormatterWithVerifyDefinition.MakeGenericMethod(type);

            internal static MethodInfo FormatterSerialize(Type type) => typeof(IMessagePackFormatter<>).MakeGenericType(type).GetMethod(nameof(IMessagePackFormatter<int>.Serialize))!;

            internal static MethodInfo FormatterDeserialize(Type type) => typeof(IMessagePackFormatter<>).MakeGenericType(type).GetMethod(nameof(IMessagePackFormatter<int>.Deserialize))!;

            private static MethodInfo WriterMethod(string name, params Type[] parameters) =>
                typeof(MessagePackWriter).GetMethod(name, parameters) ?? throw new MissingMethodException(nameof(MessagePackWriter), name);

            private static MethodInfo ReaderMethod(string name) =>
                typeof(MessagePackReader).GetMethod(name, Type.EmptyTypes) ?? throw new MissingMethodException(nameof(MessagePackReader), name);

            private static FieldInfo StateField(string name) =>
                typeof(ObjectFormatterState).GetField(name, BindingFlags.Instance | BindingFlags.NonPublic)!;
        }
    }
}
