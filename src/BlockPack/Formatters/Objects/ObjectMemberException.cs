using System;

namespace BlockPack.Formatters.Objects
{
    /// <summary>
    /// A failure inside one member of an object, wrapping the cause. Object formatters nest, so each level adds its
    /// member to <see cref="Path"/> instead of repeating the whole inner message.
    /// </summary>
    internal sealed class ObjectMemberException : MessagePackSerializationException
    {
        private const int MaxPathLength = 400;

        private ObjectMemberException(string message, string path, string rootMessage, Exception inner)
            : base(message, inner)
        {
            this.Path = path;
            this.RootMessage = rootMessage;
        }

        /// <summary>Gets the member path from this level down to the failure, such as <c>Address.Zip</c>.</summary>
        internal string Path { get; }

        /// <summary>Gets the message of the innermost cause.</summary>
        internal string RootMessage { get; }

        /// <summary>Wraps a failure of member <paramref name="memberName"/> of <paramref name="type"/>.</summary>
        /// <param name="type">The object's type.</param>
        /// <param name="memberName">The member that failed.</param>
        /// <param name="serializing">Whether the failure happened while writing (else reading).</param>
        /// <param name="inner">The cause.</param>
        /// <returns>The wrapping exception.</returns>
        internal static ObjectMemberException Create(Type type, string memberName, bool serializing, Exception inner)
        {
            string verb = serializing ? "serialize" : "deserialize";
            string path = memberName;
            string root = inner.Message;
            if (inner is ObjectMemberException nested)
            {
                root = nested.RootMessage;
                path = memberName + "." + nested.Path;
                if (path.Length > MaxPathLength)
                {
                    // A cycle or very deep graph: keep the outer end of the path readable and bounded.
                    path = path.Substring(0, MaxPathLength) + "...";
                }
            }

            string message = inner is ObjectMemberException
                ? $"Failed to {verb} member '{memberName}' of type '{type.FullName}' (at {path}): {root}"
                : $"Failed to {verb} member '{memberName}' of type '{type.FullName}': {root}";
            return new ObjectMemberException(message, path, root, inner);
        }
    }
}
