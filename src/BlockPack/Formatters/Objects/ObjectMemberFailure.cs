using System;

namespace BlockPack.Formatters.Objects
{
    /// <summary>
    /// Builds the exception for a failure inside one member of an object, wrapping the cause. Object formatters nest,
    /// so each level adds its member to a path kept in <see cref="Exception.Data"/> instead of repeating the whole
    /// inner message; the exception itself stays a plain <see cref="MessagePackSerializationException"/>.
    /// </summary>
    internal static class ObjectMemberFailure
    {
        private const string PathKey = "BlockPack.MemberPath";
        private const string RootMessageKey = "BlockPack.RootMessage";
        private const int MaxPathLength = 400;

        /// <summary>Wraps a failure of member <paramref name="memberName"/> of <paramref name="type"/>.</summary>
        /// <param name="type">The object's type.</param>
        /// <param name="memberName">The member that failed.</param>
        /// <param name="serializing">Whether the failure happened while writing (else reading).</param>
        /// <param name="inner">The cause.</param>
        /// <returns>The wrapping exception.</returns>
        internal static MessagePackSerializationException Create(Type type, string memberName, bool serializing, Exception inner)
        {
            string verb = serializing ? "serialize" : "deserialize";
            string path = memberName;
            string root = inner.Message;
            bool nested = false;
            if (inner.Data[PathKey] is string innerPath && inner.Data[RootMessageKey] is string innerRoot)
            {
                nested = true;
                root = innerRoot;
                path = memberName + "." + innerPath;
                if (path.Length > MaxPathLength)
                {
                    // A cycle or a very deep graph: keep the outer end of the path readable and bounded.
                    path = path.Substring(0, MaxPathLength) + "...";
                }
            }

            string message = nested
                ? $"Failed to {verb} member '{memberName}' of type '{type.FullName}' (at {path}): {root}"
                : $"Failed to {verb} member '{memberName}' of type '{type.FullName}': {root}";
            var exception = new MessagePackSerializationException(message, inner);
            exception.Data[PathKey] = path;
            exception.Data[RootMessageKey] = root;
            return exception;
        }
    }
}
