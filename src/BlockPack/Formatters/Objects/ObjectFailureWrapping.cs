using System;

namespace BlockPack.Formatters.Objects
{
    /// <summary>
    /// The one place that decides what an object formatter throws when something inside it fails, shared by the
    /// emitted, reflection and source-generated formatters so their messages cannot drift apart.
    /// </summary>
    internal static class ObjectFailureWrapping
    {
        /// <summary>
        /// Turns a failure into the exception to throw, naming the type and the member; <see langword="null"/> means
        /// rethrow the original unchanged.
        /// </summary>
        /// <param name="type">The object's type.</param>
        /// <param name="memberName">The failing member's name when <paramref name="stage"/> is a member index.</param>
        /// <param name="stage">A member index, or one of <see cref="ObjectFormatterState.NoMember"/>, <see cref="ObjectFormatterState.Constructing"/>, <see cref="ObjectFormatterState.Callback"/>.</param>
        /// <param name="exception">The failure.</param>
        /// <param name="serializing">Whether the object was being written.</param>
        /// <returns>The exception to throw, or <see langword="null"/>.</returns>
        internal static Exception? Wrap(Type type, string? memberName, int stage, Exception exception, bool serializing)
        {
            if (exception is OperationCanceledException)
            {
                return null;
            }

            // The reader's and the depth limit's own exception types pass through unwrapped, as MessagePack-CSharp's
            // object formatters let them through: the serializer then reports them as the direct inner exception.
            if (exception is System.IO.EndOfStreamException or OverflowException or InsufficientExecutionStackException)
            {
                return null;
            }

            if (stage >= 0 && memberName is not null)
            {
                return ObjectMemberFailure.Create(type, memberName, serializing, exception);
            }

            string verb = serializing ? "serialize" : "deserialize";
            return stage switch
            {
                ObjectFormatterState.Constructing => new MessagePackSerializationException($"Failed to create an instance of '{type.FullName}' from the deserialized members: {exception.Message}", exception),
                ObjectFormatterState.Callback => new MessagePackSerializationException($"The {(serializing ? "OnBeforeSerialize" : "OnAfterDeserialize")} callback of '{type.FullName}' failed: {exception.Message}", exception),
                _ when exception is MessagePackSerializationException => null,
                _ => new MessagePackSerializationException($"Failed to {verb} '{type.FullName}': {exception.Message}", exception),
            };
        }
    }
}
