using System;
using System.Diagnostics.CodeAnalysis;
using BlockPack.Internal;

namespace BlockPack.Formatters.Objects
{
    /// <summary>
    /// The object formatter used where dynamic code cannot run (NativeAOT, some iOS and WebAssembly targets). It walks
    /// the same <see cref="ObjectContract"/> as the generated formatter, step for step, so it writes the same bytes,
    /// accepts the same input and fails with the same messages, only slower.
    /// </summary>
    /// <typeparam name="T">The object type.</typeparam>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    internal sealed class ReflectionObjectFormatter<T> : IMessagePackFormatter<T>, IObjectContractFormatter
    {
        private readonly ObjectFormatterState state;
        private readonly ObjectContract contract;
        private readonly ReflectionMemberAccessor[] accessors;
        private readonly int[] memberIndexByKey;
        private readonly int[] constructorArgumentIndexes;

        /// <inheritdoc/>
        ObjectContract IObjectContractFormatter.Contract => this.contract;

        internal ReflectionObjectFormatter(ObjectFormatterState state)
        {
            this.state = state;
            this.contract = state.Contract;
            ObjectMember[] members = this.contract.Members;
            this.accessors = new ReflectionMemberAccessor[members.Length];
            for (int i = 0; i < members.Length; i++)
            {
                this.accessors[i] = ReflectionMemberAccessor.Create(members[i]);
            }

            this.memberIndexByKey = new int[this.contract.MembersByIntKey.Length];
            for (int key = 0; key < this.memberIndexByKey.Length; key++)
            {
                this.memberIndexByKey[key] = this.contract.MembersByIntKey[key] is { } m ? Array.IndexOf(members, m) : -1;
            }

            this.constructorArgumentIndexes = Array.ConvertAll(this.contract.ConstructorArguments, m => Array.IndexOf(members, m));
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, T value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            // One box for structs: the callback and the member reads then see the same copy, as in generated code.
            object owner = value;
            ObjectContract contract = this.contract;
            int current = ObjectFormatterState.NoMember;
            try
            {
                if (contract.HasCallbacks)
                {
                    current = ObjectFormatterState.Callback;
                    ((IMessagePackSerializationCallbackReceiver)owner).OnBeforeSerialize();
                    current = ObjectFormatterState.NoMember;
                }

                options.Security.DepthStep(ref writer);
                IFormatterResolver resolver = options.Resolver;
                if (contract.IsIntKey)
                {
                    writer.WriteArrayHeader(contract.SerializedArrayLength);
                    for (int key = 0; key < contract.SerializedArrayLength; key++)
                    {
                        int index = this.memberIndexByKey[key];
                        if (index < 0 || !contract.Members[index].IsReadable)
                        {
                            current = ObjectFormatterState.NoMember;
                            writer.WriteNil();
                            continue;
                        }

                        current = index;
                        this.accessors[index].Serialize(ref writer, owner, resolver, options);
                    }
                }
                else
                {
                    writer.WriteMapHeader(contract.ReadableCount);
                    for (int index = 0; index < contract.Members.Length; index++)
                    {
                        if (!contract.Members[index].IsReadable)
                        {
                            continue;
                        }

                        current = index;
                        if (this.state.KeyDependsOnSpec(index))
                        {
                            writer.WriteString(this.state.Utf8Keys[index]);
                        }
                        else
                        {
                            writer.WriteRaw(this.state.EncodedKeys[index]);
                        }

                        this.accessors[index].Serialize(ref writer, owner, resolver, options);
                    }
                }

                current = ObjectFormatterState.NoMember;
                writer.Depth--;
            }
            catch (Exception ex)
            {
                Exception? wrapped = this.state.WrapFailure(current, ex, serializing: true);
                if (wrapped is null)
                {
                    throw;
                }

                throw wrapped;
            }
        }

        /// <inheritdoc/>
        public T Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            ObjectContract contract = this.contract;
            if (reader.TryReadNil())
            {
                if (contract.IsValueType)
                {
                    this.state.ThrowNilForStruct(reader.Consumed - 1);
                }

                return default!;
            }

            ObjectMember[] members = contract.Members;
            int current = ObjectFormatterState.NoMember;
            try
            {
                options.Security.DepthStep(ref reader);
                IFormatterResolver resolver = options.Resolver;
                int length = contract.IsIntKey ? reader.ReadArrayHeader() : reader.ReadMapHeader();
                bool constructsFirst = contract.ConstructsFirst;
                object? instance = null;
                object?[]? values = null;
                bool[]? present = null;
                if (constructsFirst)
                {
                    current = ObjectFormatterState.Constructing;
                    instance = contract.Constructor is null ? default(T) : ReflectionInvoker.Invoke(contract.Constructor, null, null);
                    current = ObjectFormatterState.NoMember;
                }
                else
                {
                    values = new object?[members.Length];
                    present = new bool[members.Length];
                }

                for (int i = 0; i < length; i++)
                {
                    int index = contract.IsIntKey
                        ? (i < this.memberIndexByKey.Length ? this.memberIndexByKey[i] : -1)
                        : this.state.KeyTable!.ReadKeyIndex(ref reader);
                    if (index < 0 || !(members[index].IsWritable || (!constructsFirst && members[index].IsConstructorParameter)))
                    {
                        reader.Skip();
                        continue;
                    }

                    current = index;
                    object? value = this.accessors[index].Deserialize(ref reader, resolver, options);
                    if (constructsFirst)
                    {
                        this.accessors[index].SetValue(instance!, value);
                    }
                    else
                    {
                        values![index] = value;
                        present![index] = true;
                    }

                    current = ObjectFormatterState.NoMember;
                }

                if (!constructsFirst)
                {
                    current = ObjectFormatterState.Constructing;
                    object?[] arguments = new object?[this.constructorArgumentIndexes.Length];
                    for (int p = 0; p < arguments.Length; p++)
                    {
                        arguments[p] = values![this.constructorArgumentIndexes[p]];
                    }

                    instance = ReflectionInvoker.Invoke(contract.Constructor!, null, arguments);
                    for (int index = 0; index < members.Length; index++)
                    {
                        if (present![index] && members[index].IsAssignedAfterConstruction)
                        {
                            this.accessors[index].SetValue(instance!, values![index]);
                        }
                    }

                    current = ObjectFormatterState.NoMember;
                }

                if (contract.HasCallbacks)
                {
                    current = ObjectFormatterState.Callback;
                    ((IMessagePackSerializationCallbackReceiver)instance!).OnAfterDeserialize();
                    current = ObjectFormatterState.NoMember;
                }

                reader.Depth--;
                return (T)instance!;
            }
            catch (Exception ex)
            {
                Exception? wrapped = this.state.WrapFailure(current, ex, serializing: false);
                if (wrapped is null)
                {
                    throw;
                }

                throw wrapped;
            }
        }
    }
}
