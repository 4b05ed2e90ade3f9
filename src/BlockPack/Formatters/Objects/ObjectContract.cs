using System;
using System.Reflection;

namespace BlockPack.Formatters.Objects
{
    /// <summary>
    /// Everything a generated or reflection object formatter needs to know about one type, decided once from its
    /// attributes: the members in wire order, the keys, and the constructor.
    /// </summary>
    internal sealed class ObjectContract
    {
        internal ObjectContract(Type type, bool isIntKey, ObjectMember[] members, ConstructorInfo? constructor, ObjectMember[] constructorArguments)
        {
            this.Type = type;
            this.IsIntKey = isIntKey;
            this.Members = members;
            this.Constructor = constructor;
            this.ConstructorArguments = constructorArguments;
            this.HasCallbacks = typeof(IMessagePackSerializationCallbackReceiver).IsAssignableFrom(type);

            int maxReadableKey = -1;
            int maxKey = -1;
            foreach (ObjectMember member in members)
            {
                maxKey = Math.Max(maxKey, member.IntKey);
                if (member.IsReadable)
                {
                    maxReadableKey = Math.Max(maxReadableKey, member.IntKey);
                }
            }

            this.SerializedArrayLength = isIntKey ? maxReadableKey + 1 : 0;
            this.MembersByIntKey = new ObjectMember?[isIntKey ? maxKey + 1 : 0];
            int readable = 0;
            for (int i = 0; i < members.Length; i++)
            {
                if (isIntKey)
                {
                    this.MembersByIntKey[members[i].IntKey] = members[i];
                }

                if (members[i].IsReadable)
                {
                    readable++;
                }
            }

            this.ReadableCount = readable;
        }

        /// <summary>Gets the type the contract describes.</summary>
        internal Type Type { get; }

        /// <summary>Gets a value indicating whether the object is an array indexed by integer keys (else a map keyed by strings).</summary>
        internal bool IsIntKey { get; }

        /// <summary>Gets the members: by ascending key for int keys, in wire order for string keys.</summary>
        internal ObjectMember[] Members { get; }

        /// <summary>Gets, for int-key objects, the member at each array index (<see langword="null"/> for gaps).</summary>
        internal ObjectMember?[] MembersByIntKey { get; }

        /// <summary>Gets the constructor used to deserialize, or <see langword="null"/> for a struct's default value.</summary>
        internal ConstructorInfo? Constructor { get; }

        /// <summary>Gets the members passed to <see cref="Constructor"/>, in parameter order.</summary>
        internal ObjectMember[] ConstructorArguments { get; }

        /// <summary>Gets a value indicating whether the type implements <see cref="IMessagePackSerializationCallbackReceiver"/>.</summary>
        internal bool HasCallbacks { get; }

        /// <summary>Gets the array length an int-key object is written with: the largest readable key plus one.</summary>
        internal int SerializedArrayLength { get; }

        /// <summary>Gets how many members are written (the map length of a string-key object).</summary>
        internal int ReadableCount { get; }

        /// <summary>Gets a value indicating whether the type is a value type.</summary>
        internal bool IsValueType => this.Type.IsValueType;

        /// <summary>Gets a value indicating whether the object is created before its members are read (a constructor without parameters).</summary>
        internal bool ConstructsFirst => this.ConstructorArguments.Length == 0;
    }
}
