using System;
using System.Reflection.Emit;

namespace BlockPack.Formatters.Objects
{
    /// <content>The generated Deserialize.</content>
    internal static partial class ObjectFormatterEmitter
    {
        private static DynamicMethod EmitDeserialize(ObjectFormatterState state)
        {
            ObjectContract contract = state.Contract;
            Type type = contract.Type;
            ObjectMember[] members = contract.Members;
            bool constructsFirst = contract.ConstructsFirst;
            DynamicMethod method = CreateMethod(
                "BlockPack_Deserialize_" + type.Name,
                type,
                new[] { typeof(ObjectFormatterState), typeof(MessagePackReader).MakeByRefType(), typeof(MessagePackSerializerOptions) });
            ILGenerator il = method.GetILGenerator();
            LocalBuilder resolver = il.DeclareLocal(typeof(IFormatterResolver));
            LocalBuilder current = il.DeclareLocal(typeof(int));
            LocalBuilder length = il.DeclareLocal(typeof(int));
            LocalBuilder i = il.DeclareLocal(typeof(int));
            LocalBuilder result = il.DeclareLocal(type);

            // When a constructor takes parameters, values are gathered in locals first; members assigned after
            // construction also get a flag so that missing ones keep what the constructor gave them.
            var values = new LocalBuilder?[members.Length];
            var present = new LocalBuilder?[members.Length];
            if (!constructsFirst)
            {
                for (int m = 0; m < members.Length; m++)
                {
                    if (members[m].IsConstructorParameter || members[m].IsWritable)
                    {
                        values[m] = il.DeclareLocal(members[m].Type);
                    }

                    if (members[m].IsAssignedAfterConstruction)
                    {
                        present[m] = il.DeclareLocal(typeof(bool));
                    }
                }
            }

            Label notNil = il.DefineLabel();
            il.EmitLdarg(ArgWriterOrReader);
            il.Emit(OpCodes.Call, Methods.TryReadNil);
            il.Emit(OpCodes.Brfalse, notNil);
            if (type.IsValueType)
            {
                il.EmitLdarg(ArgState);
                il.EmitLdarg(ArgWriterOrReader);
                il.Emit(OpCodes.Call, Methods.GetConsumed);
                il.Emit(OpCodes.Ldc_I4_1);
                il.Emit(OpCodes.Conv_I8);
                il.Emit(OpCodes.Sub);
                il.Emit(OpCodes.Call, Methods.StateThrowNilForStruct);
                il.Emit(OpCodes.Ldnull);
                il.Emit(OpCodes.Throw);
            }
            else
            {
                il.Emit(OpCodes.Ldnull);
                il.Emit(OpCodes.Ret);
            }

            il.MarkLabel(notNil);
            SetCurrent(il, current, ObjectFormatterState.NoMember);
            il.BeginExceptionBlock();

            il.EmitLdarg(ArgDeserializeOptions);
            il.Emit(OpCodes.Callvirt, Methods.GetSecurity);
            il.EmitLdarg(ArgWriterOrReader);
            il.Emit(OpCodes.Callvirt, Methods.ReaderDepthStep);

            il.EmitLdarg(ArgDeserializeOptions);
            il.Emit(OpCodes.Callvirt, Methods.GetResolver);
            il.Emit(OpCodes.Stloc, resolver);

            il.EmitLdarg(ArgWriterOrReader);
            il.Emit(OpCodes.Call, contract.IsIntKey ? Methods.ReadArrayHeader : Methods.ReadMapHeader);
            il.Emit(OpCodes.Stloc, length);

            if (constructsFirst)
            {
                SetCurrent(il, current, ObjectFormatterState.Constructing);
                if (contract.Constructor is null)
                {
                    il.Emit(OpCodes.Ldloca, result);
                    il.Emit(OpCodes.Initobj, type);
                }
                else
                {
                    il.Emit(OpCodes.Newobj, contract.Constructor);
                    il.Emit(OpCodes.Stloc, result);
                }

                SetCurrent(il, current, ObjectFormatterState.NoMember);
            }

            // Otherwise the value locals start zeroed (InitLocals): a constructor parameter missing from the data gets
            // its type's default, not its declared default, as in MessagePack-CSharp.

            // for (i = 0; i < length; i++) switch (index of key i) { case member: read it; default: skip }
            Label loop = il.DefineLabel();
            Label condition = il.DefineLabel();
            Label next = il.DefineLabel();
            Label skip = il.DefineLabel();
            var caseLabels = new Label[members.Length];
            var handled = new bool[members.Length];
            for (int m = 0; m < members.Length; m++)
            {
                handled[m] = members[m].IsWritable || (!constructsFirst && members[m].IsConstructorParameter);
                caseLabels[m] = handled[m] ? il.DefineLabel() : skip;
            }

            il.EmitLdcI4(0);
            il.Emit(OpCodes.Stloc, i);
            il.Emit(OpCodes.Br, condition);
            il.MarkLabel(loop);
            if (contract.IsIntKey)
            {
                // The array position is the key; the jump table has one entry per key, gaps going to skip.
                var table = new Label[contract.MembersByIntKey.Length];
                for (int key = 0; key < table.Length; key++)
                {
                    ObjectMember? member = contract.MembersByIntKey[key];
                    table[key] = member is null ? skip : caseLabels[Array.IndexOf(members, member)];
                }

                if (table.Length != 0)
                {
                    il.Emit(OpCodes.Ldloc, i);
                    il.Emit(OpCodes.Switch, table);
                }
            }
            else
            {
                il.EmitLdarg(ArgState);
                il.Emit(OpCodes.Ldfld, Methods.StateKeyTable);
                il.EmitLdarg(ArgWriterOrReader);
                il.Emit(OpCodes.Call, Methods.ReadKeyIndex);
                if (members.Length != 0)
                {
                    il.Emit(OpCodes.Switch, caseLabels);
                }
                else
                {
                    il.Emit(OpCodes.Pop);
                }
            }

            il.Emit(OpCodes.Br, skip);

            for (int m = 0; m < members.Length; m++)
            {
                if (!handled[m])
                {
                    continue;
                }

                ObjectMember member = members[m];
                il.MarkLabel(caseLabels[m]);
                SetCurrent(il, current, m);
                if (constructsFirst)
                {
                    il.Emit(type.IsValueType ? OpCodes.Ldloca : OpCodes.Ldloc, result);
                    EmitDeserializeMember(il, member, m, resolver);
                    EmitStoreMember(il, member, type);
                }
                else
                {
                    EmitDeserializeMember(il, member, m, resolver);
                    il.Emit(OpCodes.Stloc, values[m]!);
                    if (present[m] is { } flag)
                    {
                        il.Emit(OpCodes.Ldc_I4_1);
                        il.Emit(OpCodes.Stloc, flag);
                    }
                }

                SetCurrent(il, current, ObjectFormatterState.NoMember);
                il.Emit(OpCodes.Br, next);
            }

            il.MarkLabel(skip);
            il.EmitLdarg(ArgWriterOrReader);
            il.Emit(OpCodes.Call, Methods.Skip);

            il.MarkLabel(next);
            il.Emit(OpCodes.Ldloc, i);
            il.Emit(OpCodes.Ldc_I4_1);
            il.Emit(OpCodes.Add);
            il.Emit(OpCodes.Stloc, i);
            il.MarkLabel(condition);
            il.Emit(OpCodes.Ldloc, i);
            il.Emit(OpCodes.Ldloc, length);
            il.Emit(OpCodes.Blt, loop);

            if (!constructsFirst)
            {
                SetCurrent(il, current, ObjectFormatterState.Constructing);
                var parameters = contract.Constructor!.GetParameters();
                for (int p = 0; p < contract.ConstructorArguments.Length; p++)
                {
                    ObjectMember argument = contract.ConstructorArguments[p];
                    il.Emit(OpCodes.Ldloc, values[Array.IndexOf(members, argument)]!);
                    if (argument.Type.IsValueType && !parameters[p].ParameterType.IsValueType)
                    {
                        il.Emit(OpCodes.Box, argument.Type);
                    }
                }

                il.Emit(OpCodes.Newobj, contract.Constructor);
                il.Emit(OpCodes.Stloc, result);
                for (int m = 0; m < members.Length; m++)
                {
                    if (present[m] is not { } flag)
                    {
                        continue;
                    }

                    Label notPresent = il.DefineLabel();
                    il.Emit(OpCodes.Ldloc, flag);
                    il.Emit(OpCodes.Brfalse, notPresent);
                    il.Emit(type.IsValueType ? OpCodes.Ldloca : OpCodes.Ldloc, result);
                    il.Emit(OpCodes.Ldloc, values[m]!);
                    EmitStoreMember(il, members[m], type);
                    il.MarkLabel(notPresent);
                }

                SetCurrent(il, current, ObjectFormatterState.NoMember);
            }

            if (contract.HasCallbacks)
            {
                SetCurrent(il, current, ObjectFormatterState.Callback);
                il.Emit(type.IsValueType ? OpCodes.Ldloca : OpCodes.Ldloc, result);
                EmitCallbackCall(il, type, Methods.OnAfterDeserialize);
                SetCurrent(il, current, ObjectFormatterState.NoMember);
            }

            EmitDepthDecrement(il, Methods.GetReaderDepth, Methods.SetReaderDepth);
            EmitCatch(il, current, serializing: false);
            il.Emit(OpCodes.Ldloc, result);
            il.Emit(OpCodes.Ret);
            return method;
        }

        /// <summary>Pushes one value of the member's type read from the input.</summary>
        private static void EmitDeserializeMember(ILGenerator il, ObjectMember member, int index, LocalBuilder resolver)
        {
            Type memberType = member.Type;
            if (member.CustomFormatter is not null)
            {
                EmitLoadCustomFormatter(il, index, memberType);
                il.EmitLdarg(ArgWriterOrReader);
                il.EmitLdarg(ArgDeserializeOptions);
                il.Emit(OpCodes.Callvirt, Methods.FormatterDeserialize(memberType));
            }
            else if (DirectPrimitives.IsDirect(memberType))
            {
                il.EmitLdarg(ArgWriterOrReader);
                il.Emit(OpCodes.Call, DirectPrimitives.ReadMethod(memberType));
            }
            else
            {
                il.Emit(OpCodes.Ldloc, resolver);
                il.Emit(OpCodes.Call, Methods.GetFormatterWithVerify(memberType));
                il.EmitLdarg(ArgWriterOrReader);
                il.EmitLdarg(ArgDeserializeOptions);
                il.Emit(OpCodes.Callvirt, Methods.FormatterDeserialize(memberType));
            }
        }
    }
}
