using System;
using System.Diagnostics.CodeAnalysis;
using System.Reflection;
using System.Reflection.Emit;
using BlockPack.Internal;

namespace BlockPack.Formatters.Objects
{
    /// <summary>
    /// Generates an object formatter's Serialize and Deserialize as <see cref="DynamicMethod"/>s from an
    /// <see cref="ObjectContract"/>. The IL mirrors <see cref="ReflectionObjectFormatter{T}"/> step for step (the
    /// fallback is the readable specification of what is emitted here). See docs/design.md for why IL and not
    /// expression trees.
    /// </summary>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    internal static partial class ObjectFormatterEmitter
    {
        // Argument layout: the state the delegate is closed over, then the formatter method's own arguments.
        private const int ArgState = 0;
        private const int ArgWriterOrReader = 1;
        private const int ArgSerializeValue = 2;
        private const int ArgSerializeOptions = 3;
        private const int ArgDeserializeOptions = 2;

        /// <summary>Generates the formatter.</summary>
        /// <typeparam name="T">The object type.</typeparam>
        /// <param name="state">The contract and its run-time data.</param>
        /// <returns>The formatter.</returns>
        internal static IMessagePackFormatter<T> Create<T>(ObjectFormatterState state)
        {
            DynamicMethod serialize = EmitSerialize(state);
            DynamicMethod deserialize = EmitDeserialize(state);
            return new EmittedObjectFormatter<T>(
                state.Contract,
                (EmittedObjectFormatter<T>.SerializeMethod)serialize.CreateDelegate(typeof(EmittedObjectFormatter<T>.SerializeMethod), state),
                (EmittedObjectFormatter<T>.DeserializeMethod)deserialize.CreateDelegate(typeof(EmittedObjectFormatter<T>.DeserializeMethod), state));
        }

        private static DynamicMethod CreateMethod(string name, Type returnType, Type[] parameters) =>
            // Owned by this module and skipping visibility checks: user types may be private or nested in other
            // assemblies, and AllowPrivate members and readonly fields are accessed directly.
            new DynamicMethod(name, returnType, parameters, typeof(ObjectFormatterState).Module, skipVisibility: true);

        private static DynamicMethod EmitSerialize(ObjectFormatterState state)
        {
            ObjectContract contract = state.Contract;
            Type type = contract.Type;
            DynamicMethod method = CreateMethod(
                "BlockPack_Serialize_" + type.Name,
                typeof(void),
                new[] { typeof(ObjectFormatterState), typeof(MessagePackWriter).MakeByRefType(), type, typeof(MessagePackSerializerOptions) });
            ILGenerator il = method.GetILGenerator();
            LocalBuilder resolver = il.DeclareLocal(typeof(IFormatterResolver));
            LocalBuilder current = il.DeclareLocal(typeof(int));

            if (!type.IsValueType)
            {
                Label notNull = il.DefineLabel();
                il.EmitLdarg(ArgSerializeValue);
                il.Emit(OpCodes.Brtrue, notNull);
                il.EmitLdarg(ArgWriterOrReader);
                il.Emit(OpCodes.Call, Methods.WriteNil);
                il.Emit(OpCodes.Ret);
                il.MarkLabel(notNull);
            }

            SetCurrent(il, current, ObjectFormatterState.NoMember);
            il.BeginExceptionBlock();

            if (contract.HasCallbacks)
            {
                SetCurrent(il, current, ObjectFormatterState.Callback);
                EmitLoadSerializedOwner(il, type);
                EmitCallbackCall(il, type, Methods.OnBeforeSerialize);
                SetCurrent(il, current, ObjectFormatterState.NoMember);
            }

            il.EmitLdarg(ArgSerializeOptions);
            il.Emit(OpCodes.Callvirt, Methods.GetSecurity);
            il.EmitLdarg(ArgWriterOrReader);
            il.Emit(OpCodes.Callvirt, Methods.WriterDepthStep);

            il.EmitLdarg(ArgSerializeOptions);
            il.Emit(OpCodes.Callvirt, Methods.GetResolver);
            il.Emit(OpCodes.Stloc, resolver);

            ObjectMember[] members = contract.Members;
            if (contract.IsIntKey)
            {
                il.EmitLdarg(ArgWriterOrReader);
                il.EmitLdcI4(contract.SerializedArrayLength);
                il.Emit(OpCodes.Call, Methods.WriteArrayHeader);
                bool currentIsMember = false;
                for (int key = 0; key < contract.SerializedArrayLength; key++)
                {
                    ObjectMember? member = contract.MembersByIntKey[key];
                    if (member is null || !member.IsReadable)
                    {
                        if (currentIsMember)
                        {
                            SetCurrent(il, current, ObjectFormatterState.NoMember);
                            currentIsMember = false;
                        }

                        il.EmitLdarg(ArgWriterOrReader);
                        il.Emit(OpCodes.Call, Methods.WriteNil);
                        continue;
                    }

                    int index = Array.IndexOf(members, member);
                    SetCurrent(il, current, index);
                    EmitSerializeMember(il, state, index, resolver);
                    currentIsMember = true;
                }
            }
            else
            {
                il.EmitLdarg(ArgWriterOrReader);
                il.EmitLdcI4(contract.ReadableCount);
                il.Emit(OpCodes.Call, Methods.WriteMapHeader);
                for (int index = 0; index < members.Length; index++)
                {
                    if (!members[index].IsReadable)
                    {
                        continue;
                    }

                    SetCurrent(il, current, index);
                    EmitWriteKey(il, state, index);
                    EmitSerializeMember(il, state, index, resolver);
                }
            }

            SetCurrent(il, current, ObjectFormatterState.NoMember);
            EmitDepthDecrement(il, Methods.GetWriterDepth, Methods.SetWriterDepth);
            EmitCatch(il, current, serializing: true);
            il.Emit(OpCodes.Ret);
            return method;
        }

        private static void EmitWriteKey(ILGenerator il, ObjectFormatterState state, int index)
        {
            bool viaWriter = state.KeyDependsOnSpec(index);
            il.EmitLdarg(ArgWriterOrReader);
            il.EmitLdarg(ArgState);
            il.Emit(OpCodes.Ldfld, viaWriter ? Methods.StateUtf8Keys : Methods.StateEncodedKeys);
            il.EmitLdcI4(index);
            il.Emit(OpCodes.Ldelem_Ref);
            il.Emit(OpCodes.Call, Methods.SpanFromArray);
            il.Emit(OpCodes.Call, viaWriter ? Methods.WriteString : Methods.WriteRaw);
        }

        private static void EmitSerializeMember(ILGenerator il, ObjectFormatterState state, int index, LocalBuilder resolver)
        {
            ObjectMember member = state.Contract.Members[index];
            Type memberType = member.Type;
            Type ownerType = state.Contract.Type;
            if (member.CustomFormatter is not null)
            {
                EmitLoadCustomFormatter(il, index, memberType);
                il.EmitLdarg(ArgWriterOrReader);
                EmitLoadSerializedOwner(il, ownerType);
                EmitLoadMember(il, member, ownerType);
                il.EmitLdarg(ArgSerializeOptions);
                il.Emit(OpCodes.Callvirt, Methods.FormatterSerialize(memberType));
            }
            else if (DirectPrimitives.IsDirect(memberType))
            {
                il.EmitLdarg(ArgWriterOrReader);
                EmitLoadSerializedOwner(il, ownerType);
                EmitLoadMember(il, member, ownerType);
                il.Emit(OpCodes.Call, DirectPrimitives.WriteMethod(memberType));
            }
            else
            {
                il.Emit(OpCodes.Ldloc, resolver);
                il.Emit(OpCodes.Call, Methods.GetFormatterWithVerify(memberType));
                il.EmitLdarg(ArgWriterOrReader);
                EmitLoadSerializedOwner(il, ownerType);
                EmitLoadMember(il, member, ownerType);
                il.EmitLdarg(ArgSerializeOptions);
                il.Emit(OpCodes.Callvirt, Methods.FormatterSerialize(memberType));
            }
        }

        /// <summary>Pushes the value being serialized: the reference, or the struct argument's address.</summary>
        private static void EmitLoadSerializedOwner(ILGenerator il, Type type)
        {
            if (type.IsValueType)
            {
                il.Emit(OpCodes.Ldarga_S, (byte)ArgSerializeValue);
            }
            else
            {
                il.EmitLdarg(ArgSerializeValue);
            }
        }

        /// <summary>Replaces the owner on the stack with the member's value.</summary>
        private static void EmitLoadMember(ILGenerator il, ObjectMember member, Type ownerType)
        {
            if (member.Field is { } field)
            {
                il.Emit(OpCodes.Ldfld, field);
            }
            else
            {
                il.Emit(ownerType.IsValueType ? OpCodes.Call : OpCodes.Callvirt, member.Getter!);
            }
        }

        /// <summary>Stores the value on the stack into the member of the owner below it.</summary>
        private static void EmitStoreMember(ILGenerator il, ObjectMember member, Type ownerType)
        {
            if (member.Field is { } field)
            {
                il.Emit(OpCodes.Stfld, field);
            }
            else
            {
                il.Emit(ownerType.IsValueType ? OpCodes.Call : OpCodes.Callvirt, member.Setter!);
            }
        }

        private static void EmitLoadCustomFormatter(ILGenerator il, int index, Type memberType)
        {
            il.EmitLdarg(ArgState);
            il.Emit(OpCodes.Ldfld, Methods.StateCustomFormatters);
            il.EmitLdcI4(index);
            il.Emit(OpCodes.Ldelem_Ref);
            il.Emit(OpCodes.Castclass, typeof(IMessagePackFormatter<>).MakeGenericType(memberType));
        }

        /// <summary>Calls a callback on the owner on the stack (a reference, or a struct's address).</summary>
        private static void EmitCallbackCall(ILGenerator il, Type type, MethodInfo callback)
        {
            if (type.IsValueType)
            {
                il.Emit(OpCodes.Constrained, type);
            }

            il.Emit(OpCodes.Callvirt, callback);
        }

        private static void SetCurrent(ILGenerator il, LocalBuilder current, int value)
        {
            il.EmitLdcI4(value);
            il.Emit(OpCodes.Stloc, current);
        }

        /// <summary>Emits <c>writerOrReader.Depth--</c>.</summary>
        private static void EmitDepthDecrement(ILGenerator il, MethodInfo getDepth, MethodInfo setDepth)
        {
            il.EmitLdarg(ArgWriterOrReader);
            il.Emit(OpCodes.Dup);
            il.Emit(OpCodes.Call, getDepth);
            il.Emit(OpCodes.Ldc_I4_1);
            il.Emit(OpCodes.Sub);
            il.Emit(OpCodes.Call, setDepth);
        }

        /// <summary>
        /// Closes the try block: <c>catch (Exception e) { throw state.WrapFailure(current, e, serializing) ?? rethrow; }</c>.
        /// </summary>
        private static void EmitCatch(ILGenerator il, LocalBuilder current, bool serializing)
        {
            LocalBuilder caught = il.DeclareLocal(typeof(Exception));
            Label throwWrapped = il.DefineLabel();
            il.BeginCatchBlock(typeof(Exception));
            il.Emit(OpCodes.Stloc, caught);
            il.EmitLdarg(ArgState);
            il.Emit(OpCodes.Ldloc, current);
            il.Emit(OpCodes.Ldloc, caught);
            il.EmitLdcI4(serializing ? 1 : 0);
            il.Emit(OpCodes.Call, Methods.StateWrapFailure);
            il.Emit(OpCodes.Dup);
            il.Emit(OpCodes.Brtrue, throwWrapped);
            il.Emit(OpCodes.Pop);
            il.Emit(OpCodes.Rethrow);
            il.MarkLabel(throwWrapped);
            il.Emit(OpCodes.Throw);
            il.EndExceptionBlock();
        }
    }
}
